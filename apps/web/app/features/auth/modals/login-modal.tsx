import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { LoginForm } from './login-form';
import { RestoreForm } from './restore-form';

/**
 * Login, and the password reminder in the same dialog (`view: 'restore'`, as the `popup=restore` deep link and the
 * "forgot password" link open it, with an optional `type` and `contact` to start from).
 */
export default function LoginModal({ params }: ModalBodyProps) {
  if (params.view === 'restore') {
    return <RestoreForm initialType={params.type} initialContact={params.contact} />;
  }
  return <LoginForm />;
}
