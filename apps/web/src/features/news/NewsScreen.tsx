import { useTranslation } from 'react-i18next';
import { Screen } from '../../ui/Screen';

/** NEWS tab. Articles are built in their own issue; until then the screen stays empty. */
export function NewsScreen() {
  const { t } = useTranslation();
  return <Screen title={t('screens.news')} />;
}
