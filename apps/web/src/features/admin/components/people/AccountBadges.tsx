import type { PlanCode, Role } from '@stamp/shared/schemas/user';
import { membershipSummary } from '../../lib/people-format';
import { ROLE_LABEL } from '../../lib/user-rules';
import { t } from '../../messages';
import { Badge, type BadgeTone } from './Badge';

const ROLE_TONE: Record<Role, BadgeTone> = { user: 'neutral', editor: 'accent', admin: 'accent' };

export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={ROLE_TONE[role]}>{ROLE_LABEL[role]}</Badge>;
}

export function MembershipBadge({
  membership,
}: {
  membership: { plan: PlanCode | null; status: string | null; isActive: boolean };
}) {
  const tone: BadgeTone = !membership.plan
    ? 'neutral'
    : membership.isActive
      ? membership.plan
      : 'neutral';
  return <Badge tone={tone}>{membershipSummary(membership)}</Badge>;
}

export function AccountStateBadge({ disabled }: { disabled: boolean }) {
  return disabled ? (
    <Badge tone="danger">{t('console.people.disabled')}</Badge>
  ) : (
    <Badge tone="success">{t('console.people.active')}</Badge>
  );
}
