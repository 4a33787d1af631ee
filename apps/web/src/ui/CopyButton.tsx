import { useTranslation } from 'react-i18next';
import { copyText } from './clipboard';
import { showToast } from './toast';
import './money-ui.css';

/** Copies `text` and says 'Copy Success' (docs/product.md §8). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await copyText(text);
      showToast(t('messages.copySuccess'));
    } catch {
      showToast(t('messages.copyFailed'));
    }
  };
  return (
    <button type="button" className="copy-button" aria-label={label} onClick={() => void copy()}>
      {t('common.copy')}
    </button>
  );
}
