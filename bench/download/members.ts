import sharp from 'sharp';

const SESSION_COOKIE = 'stamp_session';

export interface Member {
  /** The `cookie` header value that carries the member's session. */
  cookie: string;
  /** The logo in the member's brand kit, drawn on every download. */
  logoId: string;
}

/** A Premium member (granted by the operator, whose cookie is `operator`) with a logo in the brand kit. */
export async function newMember(baseUrl: string, operator: string, n: number): Promise<Member> {
  const signup = await fetch(`${baseUrl}/api/v1/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Bench Member ${n}`,
      email: `member${n}@bench.test`,
      phoneNumber: `98765432${String(n).padStart(2, '0')}`,
      password: 'bench password 1',
    }),
  });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}`);
  const userId = ((await signup.json()) as { data: { _id: string } }).data._id;
  const cookie =
    signup.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
      ?.split(';')[0] ?? '';
  const grant = await fetch(`${baseUrl}/api/v1/admin/users/${userId}/membership`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: operator },
    body: JSON.stringify({ plan: 'premium', days: 30 }),
  });
  if (!grant.ok) throw new Error(`the membership grant answered ${grant.status}`);

  // A 600² logo with transparency, as a shop's logo would be.
  const logo = await sharp({
    create: { width: 600, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="600" height="600"><circle cx="300" cy="300" r="260" fill="#e4572e"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
  const added = await fetch(`${baseUrl}/api/v1/user/brand-kit/logos`, {
    method: 'POST',
    body: form,
    headers: { cookie },
  });
  if (added.status !== 201) throw new Error(`the logo upload answered ${added.status}`);
  const logoId = ((await added.json()) as { data: { _id: string } }).data._id;
  return { cookie, logoId };
}
