import { currentUserEnvelopeSchema } from '@stamp/shared/schemas/account';
import type { User } from '@stamp/shared/schemas/user';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collapseNullableUnions, compileSerializer } from './serializer';

const member: User = {
  _id: '0123456789abcdef01234567',
  name: 'Asha Sweets',
  fullName: 'Asha Sweets',
  email: 'asha@example.com',
  phoneNumber: '+919876543210',
  role: 'user',
  language: 'hi',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  membership: {
    plan: 'premium',
    startDate: '2026-11-01T10:00:00.000Z',
    endDate: '2026-12-01T10:00:00.000Z',
    isActive: true,
    cancelAtPeriodEnd: false,
  },
  downloads: { count: 30, lastReset: '2026-11-25' },
};
const newcomer: User = {
  ...member,
  phoneNumber: null,
  membership: {
    plan: null,
    startDate: null,
    endDate: null,
    isActive: false,
    cancelAtPeriodEnd: false,
  },
  downloads: { count: 0, lastReset: null },
};

describe('the response serializer', () => {
  const serialize = compileSerializer(currentUserEnvelopeSchema);

  it('writes a user, a user with every nullable field null, and no user, as JSON.stringify does', () => {
    for (const data of [member, newcomer, null]) {
      const envelope = { success: true as const, data };
      expect(JSON.parse(serialize(envelope))).toEqual(envelope);
      expect(serialize(envelope)).toBe(JSON.stringify(envelope));
    }
  });

  it('writes only the properties the schema names, so a stray column never leaks', () => {
    const leaky = { ...member, passwordHash: 'scrypt$secret' };
    expect(serialize({ success: true, data: leaky })).not.toContain('scrypt');
  });

  it('turns a nullable union into one nullable schema, leaving other unions alone', () => {
    const schema = z.toJSONSchema(
      z.object({
        when: z.iso.datetime().nullable(),
        either: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]),
      }),
      { target: 'draft-7' },
    );
    const collapsed = collapseNullableUnions(schema) as {
      properties: { when: object; either: { anyOf: unknown[] } };
    };
    expect(collapsed.properties.when).toMatchObject({ type: 'string', nullable: true });
    expect(collapsed.properties.when).not.toHaveProperty('anyOf');
    expect(collapsed.properties.either.anyOf).toHaveLength(2);
  });
});
