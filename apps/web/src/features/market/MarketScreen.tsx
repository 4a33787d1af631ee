import { useTranslation } from 'react-i18next';
import { Screen } from '../../ui/Screen';

/** MARKETS tab. The market lists are built in their own issue; until then the screen stays empty. */
export function MarketScreen() {
  const { t } = useTranslation();
  return <Screen title={t('screens.market')} />;
}
