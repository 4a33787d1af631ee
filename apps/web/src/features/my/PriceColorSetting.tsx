import { useTranslation } from 'react-i18next';
import type { PriceColors } from '../../settings/price-colors';
import { usePriceColors } from '../../settings/usePriceColors';

const OPTIONS: { value: PriceColors; labelKey: 'setting.greenUp' | 'setting.redUp'; up: string; down: string }[] = [
  { value: 'green-up', labelKey: 'setting.greenUp', up: 'green', down: 'red' },
  { value: 'red-up', labelKey: 'setting.redUp', up: 'red', down: 'green' },
];

/** The persisted up/down colour choice. */
export function PriceColorSetting() {
  const { t } = useTranslation();
  const [priceColors, setPriceColors] = usePriceColors();

  return (
    <fieldset className="row-group">
      <legend className="visually-hidden">{t('setting.priceColors')}</legend>
      {OPTIONS.map((option) => (
        <label key={option.value} className="row choice">
          <span className="row-label">{t(option.labelKey)}</span>
          <span className="swatches" aria-hidden="true">
            <span className={`swatch ${option.up}`}>▲</span>
            <span className={`swatch ${option.down}`}>▼</span>
          </span>
          <input
            type="radio"
            name="price-colors"
            value={option.value}
            checked={priceColors === option.value}
            onChange={() => setPriceColors(option.value)}
          />
        </label>
      ))}
    </fieldset>
  );
}
