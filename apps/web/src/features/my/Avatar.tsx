import type { User } from '@bourse/contract';

/** The profile photo, or the first letter of the user ID on a gradient. */
export function Avatar({ user }: { user: User }) {
  const initial = user.userLoginId.charAt(0).toUpperCase();
  return (
    <span className="avatar" aria-hidden="true">
      {user.profilePhoto ? <img src={user.profilePhoto} alt="" /> : initial}
    </span>
  );
}
