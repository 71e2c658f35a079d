import { Navigate } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { t as tc } from '../../../lib/i18n/common';
import { useUser } from '../../../lib/user';
import { CustomEditor } from '../components/CustomEditor';
import { t } from '../messages';

/**
 * `/custom-editor`, for members only (spec §4, §6): a non-member goes to checkout with this page
 * as the origin; a visitor goes to log in first, carrying the origin and the checkout action
 * (what the checkout would do with a visitor), and comes back here after.
 */
export function CustomEditorPage() {
  usePageTitle(t('custom.title'));
  const { user, isLoading } = useUser();
  if (isLoading) {
    return (
      <div className="flex justify-center py-24 text-muted">
        <Spinner label={tc('common.loading')} />
      </div>
    );
  }
  if (!user) {
    return (
      <Navigate to={paths.login} replace state={{ from: paths.customEditor, action: 'checkout' }} />
    );
  }
  if (!user.membership.isActive) {
    return <Navigate to={paths.checkout} replace state={{ from: paths.customEditor }} />;
  }
  return <CustomEditor user={user} />;
}
