import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * "This browser has signed in to this account before": a cookie set at every successful login
 * or sign-up, `<device id>.<mac>`, where the mac binds the device id to the account with the
 * app secret. Nobody can mint one for an account they never signed in to, so a stranger's
 * failed guesses cannot lock the owner out of a browser the owner has used (decision 13).
 * Its cookie (DEVICE_COOKIE) is http/session-cookie.ts's.
 */
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
const MAC_LENGTH = 22;

export interface KnownDevices {
  /** A cookie value for this browser and account, keeping the browser's id when it has one. */
  issue(userId: string, current?: string | null): string;
  /** The device id when `cookie` was issued for `userId`, else null. */
  recognise(cookie: string | null | undefined, userId: string): string | null;
}

export function createKnownDevices(secret: string): KnownDevices {
  const mac = (deviceId: string, userId: string) =>
    createHmac('sha256', secret)
      .update(`known-device:${deviceId}:${userId}`)
      .digest('base64url')
      .slice(0, MAC_LENGTH);

  const parse = (cookie: string | null | undefined) => {
    const [deviceId, signature, ...rest] = (cookie ?? '').split('.');
    if (rest.length > 0 || !deviceId || !signature || !DEVICE_ID.test(deviceId)) return null;
    return { deviceId, signature };
  };

  return {
    issue(userId, current) {
      const deviceId = parse(current)?.deviceId ?? randomBytes(16).toString('base64url');
      return `${deviceId}.${mac(deviceId, userId)}`;
    },
    recognise(cookie, userId) {
      const parsed = parse(cookie);
      if (!parsed) return null;
      const expected = Buffer.from(mac(parsed.deviceId, userId));
      const given = Buffer.from(parsed.signature);
      return expected.length === given.length && timingSafeEqual(expected, given)
        ? parsed.deviceId
        : null;
    },
  };
}
