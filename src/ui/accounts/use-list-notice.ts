import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNotify } from '../kit/use-notify';

/** Shows the success toast a form sent along when it returned to the list, once. */
export function useListNotice(): void {
  const notify = useNotify();
  const location = useLocation();
  const navigate = useNavigate();
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  useEffect(() => {
    if (typeof notice !== 'string') return;
    notify.success(notice);
    // Forget it, so a reload or Back does not show it again.
    void navigate(location.pathname, { replace: true, state: null });
  }, [notice, notify, navigate, location.pathname]);
}
