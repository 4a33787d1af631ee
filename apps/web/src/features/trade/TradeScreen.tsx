import { useTranslation } from 'react-i18next';
import { Screen } from '../../ui/Screen';

/** ORDER tab. Positions and orders are built in their own issue; until then the screen stays empty. */
export function TradeScreen() {
  const { t } = useTranslation();
  return <Screen title={t('screens.trade')} />;
}
