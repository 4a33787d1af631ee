import { useNavigate } from 'react-router';

/** Back to the screen that opened this one (e.g. a withdrawal that needed a card), or to `fallback`. */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}
