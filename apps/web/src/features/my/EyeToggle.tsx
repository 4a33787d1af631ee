import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../../ui/icons';
import { useHideAmounts } from './useHideAmounts';

/** Shows or hides every amount on the My screen (docs/product.md §9: masked as *****). */
export function EyeToggle() {
  const { t } = useTranslation();
  const { hidden, toggle } = useHideAmounts();
  return (
    <button
      type="button"
      className="eye-toggle"
      aria-label={hidden ? t('my.showAmounts') : t('my.hideAmounts')}
      aria-pressed={hidden}
      onClick={toggle}
    >
      {hidden ? <EyeOffIcon /> : <EyeIcon />}
    </button>
  );
}
