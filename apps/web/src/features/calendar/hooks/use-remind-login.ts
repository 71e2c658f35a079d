import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { t } from '../reminders-messages';
import type { Reminders } from './use-reminders';

// What the calendar asks the login page to bring back (spec §4's `state.action`).
const FESTIVAL = 'remind:';
const REGION = 'remind-region:';

/**
 * "Remind me" for a visitor: log in (or sign up), come back to the same calendar address (its
 * month, filters and open day), and the reminder is switched on there, once the account's
 * choice has loaded. The action is then cleared, so a reload does not repeat it.
 */
export function useRemindLogin(
  reminders: Reminders,
  nameOf: (festivalId: string) => string | undefined,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const action = (location.state as { action?: unknown } | null)?.action;
  const here = location.pathname + location.search;
  const { choice, change } = reminders;
  // Once per arrival: the change re-renders this before the cleared address is in place.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (typeof action !== 'string' || !choice || handled.current === location.key) return;
    handled.current = location.key;
    if (action.startsWith(FESTIVAL)) {
      const festivalId = action.slice(FESTIVAL.length);
      if (!choice.festivalIds.includes(festivalId)) {
        change({ type: 'festival', festivalId, on: true });
      }
      const name = nameOf(festivalId);
      toast.success(name ? t('cal.willRemind', { name }) : t('cal.reminderOn'));
    } else if (action.startsWith(REGION)) {
      change({ type: 'region', region: action.slice(REGION.length) });
      toast.success(t('cal.regionRemindersOn'));
    } else {
      return;
    }
    navigate(here, { replace: true, state: null, preventScrollReset: true });
  }, [action, choice, change, nameOf, navigate, here, location.key]);

  return {
    forFestival: (festival: { _id: string }) =>
      navigate(paths.login, { state: { from: here, action: `${FESTIVAL}${festival._id}` } }),
    forRegion: (region: string) =>
      navigate(paths.login, { state: { from: here, action: `${REGION}${region}` } }),
  };
}
