import { Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSetEmailCopy } from './mutations';
import { useEmailCopy } from './queries';

/** Settings row: an email copy of each new inbox message, off until the user turns it on. */
export function EmailCopySetting() {
  const { t } = useTranslation();
  const setting = useEmailCopy();
  const change = useSetEmailCopy();
  const on = change.isPending ? change.variables === 1 : setting.data?.emailCopy === 1;

  return (
    <>
      <h2 className="section-title">{t('inbox.settingTitle')}</h2>
      <div className="row-group">
        <label className="row">
          <span className="row-label">
            {t('inbox.emailCopy')}
            <span className="row-note">{t('inbox.emailCopyNote')}</span>
          </span>
          <Switch
            checked={on}
            loading={change.isPending}
            disabled={!setting.data}
            onChange={(checked) => change.mutate(checked ? 1 : 0)}
          />
        </label>
      </div>
    </>
  );
}
