import { ProfilePage } from '../../features/account/routes/ProfilePage';
import { FestivalReminders } from '../../features/calendar/components/FestivalReminders';

/** `/profile`: the account's page with the calendar's reminder settings (features never import each other). */
export function ProfileRoute() {
  return (
    <ProfilePage>
      <FestivalReminders />
    </ProfilePage>
  );
}
