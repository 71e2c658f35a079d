import { SignupPage } from '../../features/account/routes/SignupPage';
import { useMoveVisitorLogo } from '../../features/editor/hooks/use-move-visitor-logo';

/**
 * The account's signup page; once it succeeds, the logo a visitor picked in the editor joins their
 * brand kit. The account says when, the editor knows how: features never import each other.
 */
export function SignupRoute() {
  return <SignupPage onSignedIn={useMoveVisitorLogo()} />;
}
