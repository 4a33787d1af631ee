import { ImageUploader } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useImageUpload } from './useImageUpload';
import '../../ui/money-ui.css';

interface ImageUploadFieldProps {
  label: string;
  hint?: string;
  /** The uploaded image's url, if any. */
  value: string | undefined;
  onChange: (url: string | undefined) => void;
  disabled?: boolean;
}

/** One image (a screenshot, a document photo): checked for size, uploaded at once, shown with a delete button. */
export function ImageUploadField({ label, hint, value, onChange, disabled = false }: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const { check, upload } = useImageUpload();
  return (
    <div className="upload-field" role="group" aria-label={label}>
      <span className="upload-field-label">{label}</span>
      <ImageUploader
        value={value ? [{ url: value }] : []}
        onChange={(items) => onChange(items[0]?.url)}
        beforeUpload={check}
        upload={async (file) => ({ url: await upload(file) })}
        accept="image/jpeg,image/png,image/webp,image/gif,image/heic"
        maxCount={1}
        showFailed={false}
        deletable={!disabled}
        disableUpload={disabled}
      >
        <span className="upload-tile">
          <span aria-hidden="true" className="upload-plus">
            +
          </span>
          {t('upload.choose')}
        </span>
      </ImageUploader>
      {hint && <p className="field-hint">{hint}</p>}
    </div>
  );
}
