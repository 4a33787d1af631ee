import { useTranslation } from 'react-i18next';
import { Screen } from '../../ui/Screen';

/** COLLECT tab. The watchlist is built in its own issue; until then the screen stays empty. */
export function CollectScreen() {
  const { t } = useTranslation();
  return <Screen title={t('screens.collect')} />;
}
