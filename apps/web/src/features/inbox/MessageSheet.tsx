import { type InboxMessage, MESSAGE_KIND_LABELS } from '@bourse/contract';
import { Button, Popup } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/date-time';
import { useReadMessage } from './mutations';
import { useConfirmDelete } from './useConfirmDelete';

/** An open message: all of it, where it leads, and delete. Opening an unread message marks it read. */
export function MessageSheet({ message, onClose }: { message: InboxMessage | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const read = useReadMessage();
  const confirmDelete = useConfirmDelete();
  const id = message?.id;
  const unread = message?.isRead === 0;
  const { mutate } = read;

  useEffect(() => {
    if (id !== undefined && unread) mutate(id);
  }, [id, unread, mutate]);

  return (
    <Popup visible={message !== null} onMaskClick={onClose} bodyClassName="sheet" destroyOnClose>
      {message && (
        <article className="sheet-body message-sheet" aria-label={message.title}>
          <p className="message-top">
            <span className="wallet-tag">{MESSAGE_KIND_LABELS[message.kind]}</span>
            <span className="message-time num">{formatDateTime(message.createTimeTimestamp)}</span>
          </p>
          <h2 className="message-sheet-title">{message.title}</h2>
          <p className="message-sheet-body">{message.body}</p>
          <div className={message.link ? 'sheet-actions' : 'sheet-actions single'}>
            <Button
              fill="outline"
              color="danger"
              onClick={() =>
                void confirmDelete(message.id).then((deleted) => {
                  if (deleted) onClose();
                })
              }
            >
              {t('inbox.delete')}
            </Button>
            {message.link && (
              <Button color="primary" onClick={() => void navigate(message.link ?? '/my')}>
                {t('inbox.view')}
              </Button>
            )}
          </div>
        </article>
      )}
    </Popup>
  );
}
