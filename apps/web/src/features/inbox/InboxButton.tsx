import { Badge } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { badgeText, useUnreadCount } from './queries';

function MessageIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M4 6.5A1.5 1.5 0 0 1 5.5 5h13A1.5 1.5 0 0 1 20 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5v-11Z"
        stroke="currentColor"
        strokeWidth="1.7"
      />
      <path d="m4.5 6.5 7.5 6 7.5-6" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
    </svg>
  );
}

/** The My header's way into the inbox, with the number of unread messages. */
export function InboxButton() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const label = unread > 0 ? t('inbox.buttonUnread', { count: unread }) : t('inbox.title');
  return (
    <Link to="/my/messages" className="icon-button" aria-label={label} data-testid="inbox-button">
      <Badge content={badgeText(unread)} style={{ '--right': '-2px', '--top': '2px' }}>
        <MessageIcon />
      </Badge>
    </Link>
  );
}

/** The My tab's badge on the tab bar: the unread count, or nothing. */
export function useMyTabBadge() {
  return badgeText(useUnreadCount());
}
