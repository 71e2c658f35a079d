import { type Box, type Ctx, type DrawEnv, mix, withAlpha } from '../geometry';
import { drawFlame, drawGlow, groundSquare, squareIn, vertical } from './shapes';

/** Wavy steam curves that rise and sway in reels. */
function steam(ctx: Ctx, x: number, y: number, h: number, colour: string, t: number | null) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = h * 0.045;
  ctx.lineCap = 'round';
  for (let i = -1; i <= 1; i++) {
    const phase = (t ?? 0) * 2 + i;
    ctx.beginPath();
    ctx.moveTo(x + i * h * 0.28, y);
    ctx.bezierCurveTo(
      x + i * h * 0.28 + Math.sin(phase) * h * 0.18,
      y - h * 0.35,
      x + i * h * 0.28 - Math.sin(phase) * h * 0.18,
      y - h * 0.65,
      x + i * h * 0.28,
      y - h,
    );
    ctx.stroke();
  }
}

/** A steel thali seen from above: katoris of dal, paneer, sabzi and raita, rice and roti. */
export function drawThali(ctx: Ctx, box: Box, env: DrawEnv): void {
  const sq = squareIn(box, 0.98);
  const r = sq.w / 2;
  const cx = sq.x + r;
  const cy = sq.y + r;
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(env.t === null ? 0 : env.t * 0.05);
  ctx.shadowColor = 'rgba(0,0,0,0.35)';
  ctx.shadowBlur = r * 0.12;
  ctx.shadowOffsetY = r * 0.04;
  const steel = ctx.createRadialGradient(-r * 0.3, -r * 0.3, 0, 0, 0, r);
  steel.addColorStop(0, '#f8f9fa');
  steel.addColorStop(0.85, '#ced4da');
  steel.addColorStop(1, '#868e96');
  ctx.fillStyle = steel;
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.95, 0, Math.PI * 2);
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.strokeStyle = 'rgba(255,255,255,0.8)';
  ctx.lineWidth = r * 0.015;
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.84, 0, Math.PI * 2);
  ctx.stroke();
  const katoris = [
    ['#f4a300', '#ffcf56'],
    ['#e85d04', '#ff9f43'],
    ['#2b9348', '#80b918'],
    ['#f8f9fa', '#e9ecef'],
    ['#9d0208', '#d00000'],
  ] as const;
  katoris.forEach(([deep, light], i) => {
    const a = -Math.PI * 0.95 + i * Math.PI * 0.33;
    const kx = Math.cos(a) * r * 0.58;
    const ky = Math.sin(a) * r * 0.58;
    const kr = r * (i === 4 ? 0.14 : 0.2);
    ctx.fillStyle = '#adb5bd';
    ctx.beginPath();
    ctx.arc(kx, ky, kr, 0, Math.PI * 2);
    ctx.fill();
    const food = ctx.createRadialGradient(kx - kr * 0.2, ky - kr * 0.2, 0, kx, ky, kr * 0.85);
    food.addColorStop(0, light);
    food.addColorStop(1, deep);
    ctx.fillStyle = food;
    ctx.beginPath();
    ctx.arc(kx, ky, kr * 0.82, 0, Math.PI * 2);
    ctx.fill();
    if (i === 1 || i === 2) {
      ctx.fillStyle = withAlpha('#ffffff', 0.7);
      for (let d = 0; d < 4; d++) {
        ctx.fillRect(
          kx + Math.cos(d * 1.7) * kr * 0.4,
          ky + Math.sin(d * 2.3) * kr * 0.4,
          kr * 0.16,
          kr * 0.16,
        );
      }
    }
  });
  ctx.fillStyle = '#fffdf7';
  ctx.beginPath();
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    ctx.moveTo(r * 0.1 + Math.cos(a) * r * 0.12 + r * 0.12, r * 0.28 + Math.sin(a) * r * 0.1);
    ctx.arc(
      r * 0.1 + Math.cos(a) * r * 0.12,
      r * 0.28 + Math.sin(a) * r * 0.1,
      r * 0.12,
      0,
      Math.PI * 2,
    );
  }
  ctx.fill();
  for (const [rx, ry] of [
    [-0.28, 0.38],
    [-0.2, 0.3],
  ] as const) {
    ctx.fillStyle = '#e0b872';
    ctx.beginPath();
    ctx.arc(rx * r, ry * r, r * 0.22, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = '#c89b4c';
    ctx.lineWidth = r * 0.01;
    ctx.stroke();
    ctx.fillStyle = 'rgba(120, 70, 20, 0.45)';
    for (let d = 0; d < 6; d++) {
      ctx.beginPath();
      ctx.arc(
        rx * r + Math.cos(d * 2.1) * r * 0.12,
        ry * r + Math.sin(d * 1.3) * r * 0.12,
        r * 0.018,
        0,
        Math.PI * 2,
      );
      ctx.fill();
    }
  }
  ctx.fillStyle = '#2b9348';
  ctx.beginPath();
  ctx.ellipse(r * 0.32, r * 0.05, r * 0.07, r * 0.03, 0.6, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** A bowl of biryani, side view, with rising steam. */
export function drawBowlSteam(ctx: Ctx, box: Box, env: DrawEnv): void {
  const sq = squareIn(box, 1, 'bottom');
  const s = sq.w;
  const cx = sq.x + s / 2;
  const rim = sq.y + s * 0.55;
  drawGlow(ctx, cx, rim, s * 0.55, env.palette.glow, 0.3);
  steam(ctx, cx, rim - s * 0.12, s * 0.38, withAlpha('#ffffff', 0.55), env.t);
  ctx.fillStyle = vertical(ctx, rim - s * 0.15, rim, '#ffb347', '#e67e22');
  ctx.beginPath();
  ctx.ellipse(cx, rim, s * 0.4, s * 0.16, 0, Math.PI, 0);
  ctx.fill();
  ctx.fillStyle = '#fff3d6';
  for (let i = 0; i < 40; i++) {
    const a = Math.PI + (i / 40) * Math.PI;
    const d = 0.2 + ((i * 7) % 10) / 14;
    ctx.beginPath();
    ctx.ellipse(
      cx + Math.cos(a) * s * 0.38 * d,
      rim + Math.sin(a) * s * 0.14 * d,
      s * 0.018,
      s * 0.007,
      a,
      0,
      Math.PI * 2,
    );
    ctx.fill();
  }
  ctx.fillStyle = '#2b9348';
  ctx.beginPath();
  ctx.ellipse(cx + s * 0.05, rim - s * 0.1, s * 0.05, s * 0.02, 0.4, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = vertical(ctx, rim, rim + s * 0.34, '#3d3d3d', '#111111');
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.44, rim);
  ctx.bezierCurveTo(
    cx - s * 0.42,
    rim + s * 0.32,
    cx + s * 0.42,
    rim + s * 0.32,
    cx + s * 0.44,
    rim,
  );
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#d4a373';
  ctx.fillRect(cx - s * 0.44, rim - s * 0.005, s * 0.88, s * 0.02);
  ctx.fillStyle = '#111111';
  ctx.fillRect(cx - s * 0.12, rim + s * 0.26, s * 0.24, s * 0.05);
}

/** A cup of chai or coffee on a saucer, steam rising. */
export function drawCoffee(ctx: Ctx, box: Box, env: DrawEnv): void {
  const { palette } = env;
  const sq = groundSquare(box, 1.1);
  const s = sq.w;
  const cx = sq.x + s * 0.47;
  const base = sq.y + s * 0.88;
  steam(
    ctx,
    cx,
    base - s * 0.5,
    s * 0.3,
    withAlpha(palette.dark ? '#ffffff' : palette.ink, 0.35),
    env.t,
  );
  ctx.fillStyle = mix(palette.accent, '#ffffff', 0.1);
  ctx.beginPath();
  ctx.ellipse(cx, base, s * 0.38, s * 0.07, 0, 0, Math.PI * 2);
  ctx.fill();
  const cup = vertical(ctx, base - s * 0.42, base, '#ffffff', '#e9ecef');
  ctx.strokeStyle = '#dee2e6';
  ctx.lineWidth = s * 0.045;
  ctx.beginPath();
  ctx.arc(cx + s * 0.26, base - s * 0.26, s * 0.09, -Math.PI / 2, Math.PI / 2);
  ctx.stroke();
  ctx.fillStyle = cup;
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.28, base - s * 0.42);
  ctx.lineTo(cx + s * 0.28, base - s * 0.42);
  ctx.bezierCurveTo(
    cx + s * 0.27,
    base - s * 0.1,
    cx + s * 0.18,
    base - s * 0.02,
    cx,
    base - s * 0.02,
  );
  ctx.bezierCurveTo(
    cx - s * 0.18,
    base - s * 0.02,
    cx - s * 0.27,
    base - s * 0.1,
    cx - s * 0.28,
    base - s * 0.42,
  );
  ctx.fill();
  ctx.fillStyle = '#8d5524';
  ctx.beginPath();
  ctx.ellipse(cx, base - s * 0.42, s * 0.28, s * 0.05, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = palette.accent;
  ctx.fillRect(cx - s * 0.27, base - s * 0.3, s * 0.54, s * 0.05);
}

/** A takeaway box and a map pin with pulsing rings (food delivery). */
export function drawDeliveryBag(ctx: Ctx, box: Box, env: DrawEnv): void {
  const { palette } = env;
  const sq = squareIn(box, 0.95, 'bottom');
  const s = sq.w;
  const base = sq.y + s * 0.95;
  const cx = sq.x + s * 0.38;
  ctx.fillStyle = vertical(
    ctx,
    base - s * 0.5,
    base,
    mix(palette.accent, '#ffffff', 0.1),
    mix(palette.accent, '#000000', 0.25),
  );
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.3, base - s * 0.5);
  ctx.lineTo(cx + s * 0.3, base - s * 0.5);
  ctx.lineTo(cx + s * 0.24, base);
  ctx.lineTo(cx - s * 0.24, base);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = mix(palette.accent, '#000000', 0.35);
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.3, base - s * 0.5);
  ctx.lineTo(cx - s * 0.18, base - s * 0.66);
  ctx.lineTo(cx, base - s * 0.5);
  ctx.lineTo(cx + s * 0.18, base - s * 0.66);
  ctx.lineTo(cx + s * 0.3, base - s * 0.5);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = s * 0.015;
  ctx.beginPath();
  ctx.arc(cx, base - s * 0.28, s * 0.09, 0.2, Math.PI - 0.2);
  ctx.stroke();
  const px = sq.x + s * 0.78;
  const py = sq.y + s * 0.45;
  const pulse = env.t === null ? 0.5 : (env.t * 0.7) % 1;
  for (let i = 0; i < 2; i++) {
    const k = (pulse + i * 0.5) % 1;
    ctx.strokeStyle = withAlpha(palette.accent2, 0.8 * (1 - k));
    ctx.lineWidth = s * 0.01;
    ctx.beginPath();
    ctx.ellipse(px, py + s * 0.2, s * (0.06 + k * 0.14), s * (0.02 + k * 0.05), 0, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.fillStyle = palette.accent2;
  ctx.beginPath();
  ctx.arc(px, py - s * 0.06, s * 0.1, Math.PI * 0.85, Math.PI * 2.15);
  ctx.lineTo(px, py + s * 0.2);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(px, py - s * 0.06, s * 0.04, 0, Math.PI * 2);
  ctx.fill();
}

/** A two-tier cake with icing drips, cherries and lit candles. */
export function drawCake(ctx: Ctx, box: Box, env: DrawEnv): void {
  const { palette } = env;
  const sq = groundSquare(box, 1.55);
  const s = sq.w;
  const cx = sq.x + s / 2;
  const base = sq.y + s * 0.95;
  ctx.fillStyle = mix(palette.glow, '#ffffff', 0.3);
  ctx.beginPath();
  ctx.ellipse(cx, base, s * 0.42, s * 0.05, 0, 0, Math.PI * 2);
  ctx.fill();
  const tier = (w: number, h: number, bottom: number, sponge: string, icing: string) => {
    ctx.fillStyle = sponge;
    ctx.fillRect(cx - w / 2, bottom - h, w, h);
    ctx.fillStyle = icing;
    ctx.beginPath();
    ctx.moveTo(cx - w / 2, bottom - h);
    ctx.lineTo(cx + w / 2, bottom - h);
    const drips = 7;
    for (let i = drips; i >= 0; i--) {
      const x = cx - w / 2 + (i / drips) * w;
      ctx.lineTo(x, bottom - h + h * (i % 2 ? 0.45 : 0.25));
    }
    ctx.closePath();
    ctx.fill();
  };
  tier(s * 0.66, s * 0.26, base, '#f4a6c4', '#fff0f6');
  tier(s * 0.44, s * 0.2, base - s * 0.26, '#c77dff', '#fff0f6');
  const top = base - s * 0.46;
  for (const dx of [-0.15, 0, 0.15]) {
    ctx.fillStyle = '#d00000';
    ctx.beginPath();
    ctx.arc(cx + dx * s, top + s * 0.01, s * 0.025, 0, Math.PI * 2);
    ctx.fill();
  }
  for (const [i, dx] of [-0.09, 0.03, 0.12].entries()) {
    const x = cx + dx * s;
    ctx.fillStyle = ['#4cc9f0', '#ffd60a', '#80ed99'][i] ?? '#fff';
    ctx.fillRect(x - s * 0.012, top - s * 0.12, s * 0.024, s * 0.12);
    drawGlow(ctx, x, top - s * 0.15, s * 0.07, '#ffd166', 0.6);
    drawFlame(ctx, x, top - s * 0.12, s * 0.07, env.t === null ? 0 : Math.sin(env.t * 12 + i * 2));
  }
}
