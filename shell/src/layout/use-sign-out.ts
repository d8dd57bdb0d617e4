import { useAuth } from '@manifest/auth/auth-provider';
import { useNavigate } from 'react-router-dom';

/** Ends the session on the server and here, then shows the landing page. */
export function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await signOut();
    navigate('/', { replace: true });
  };
}
