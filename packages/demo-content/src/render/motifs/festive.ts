import { type Box, type Ctx, type DrawEnv, star, withAlpha } from '../geometry';
import { drawMandala, drawMarigold } from './mandala';
import { drawCrescent, drawFlame, drawGlow, squareIn, vertical } from './shapes';

function flickerOf(t: number | null, phase: number): number {
  return t === null ? 0 : Math.sin(t * 11 + phase) * 0.6 + Math.sin(t * 17 + phase * 2) * 0.4;
}

/** A clay diya: terracotta bowl with a spout, gold dots, and a flame with its halo. */
function diya(ctx: Ctx, cx: number, base: number, s: number, env: DrawEnv, phase: number) {
  const rim = base - s * 0.3;
  drawGlow(ctx, cx, rim - s * 0.35, s * 1.5, env.palette.glow, 0.55);
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.5, rim);
  ctx.bezierCurveTo(
    cx - s * 0.48,
    base - s * 0.02,
    cx + s * 0.3,
    base + s * 0.02,
    cx + s * 0.5,
    rim + s * 0.02,
  );
  ctx.quadraticCurveTo(cx + s * 0.62, rim - s * 0.04, cx + s * 0.72, rim - s * 0.12);
  ctx.quadraticCurveTo(cx + s * 0.5, rim - s * 0.08, cx - s * 0.5, rim);
  ctx.closePath();
  ctx.fillStyle = vertical(ctx, rim - s * 0.1, base, '#e9764a', '#8a2a10');
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(cx, rim, s * 0.5, s * 0.08, 0, 0, Math.PI * 2);
  ctx.fillStyle = '#5a1606';
  ctx.fill();
  ctx.strokeStyle = '#f6c453';
  ctx.lineWidth = s * 0.025;
  ctx.stroke();
  ctx.fillStyle = '#ffd36b';
  for (let i = -3; i <= 3; i++) {
    ctx.beginPath();
    ctx.arc(cx + i * s * 0.1, rim + s * 0.13 + Math.abs(i) * -s * 0.006, s * 0.018, 0, Math.PI * 2);
    ctx.fill();
  }
  drawFlame(ctx, cx + s * 0.1, rim - s * 0.02, s * 0.55, flickerOf(env.t, phase));
}

/** A row of diyas on the ground of the box, the centre one biggest, marigolds between them. */
export function drawDiyas(ctx: Ctx, box: Box, env: DrawEnv): void {
  const count = box.w / box.h > 3.4 ? 5 : 3;
  const s = Math.min(box.w / (count * 1.2), box.h);
  const base = box.y + box.h * 0.94;
  for (let i = 0; i < count; i++) {
    const offset = i - (count - 1) / 2;
    const scale = 1 - Math.abs(offset) * 0.14;
    const cx = box.x + box.w / 2 + offset * s * 1.25;
    diya(ctx, cx, base - Math.abs(offset) * s * 0.06, s * scale, env, i * 1.7);
    if (i < count - 1) {
      drawMarigold(
        ctx,
        cx + s * 0.66,
        base - s * 0.02,
        s * 0.09,
        i % 2 === 0 ? 'orange' : 'yellow',
      );
    }
  }
}

/**
 * A large faint mandala behind the text and two bright rangolis peeking from the bottom
 * corners: the text stays readable and the scene still says "festival".
 */
export function drawRangoli(ctx: Ctx, box: Box, env: DrawEnv): void {
  const { palette } = env;
  const rotation = env.t === null ? 0 : env.t * 0.12;
  const r = Math.min(box.w, box.h) * 0.56;
  drawMandala(ctx, box.x + box.w / 2, box.y + box.h / 2, r, {
    colours: [palette.accent, palette.glow, palette.accent2],
    alpha: palette.dark ? 0.16 : 0.14,
    rotation,
    outline: true,
  });
  const bright = ['#e63946', '#ffb703', '#2a9d8f', '#8338ec', '#fb5607'];
  const small = Math.min(box.w, box.h) * 0.24;
  drawMandala(ctx, box.x, box.y + box.h, small, {
    colours: bright,
    alpha: 0.9,
    rotation: -rotation,
    outline: false,
  });
  drawMandala(ctx, box.x + box.w, box.y + box.h, small, {
    colours: bright,
    alpha: 0.9,
    rotation,
    outline: false,
  });
}

function lantern(
  ctx: Ctx,
  x: number,
  top: number,
  length: number,
  size: number,
  env: DrawEnv,
  phase: number,
) {
  const swing = env.t === null ? 0 : Math.sin(env.t * 1.3 + phase) * 0.05;
  ctx.save();
  ctx.translate(x, top);
  ctx.rotate(swing);
  ctx.strokeStyle = withAlpha('#e9c46a', 0.8);
  ctx.lineWidth = size * 0.02;
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.lineTo(0, length);
  ctx.stroke();
  const y = length;
  const gold = vertical(ctx, y, y + size * 1.3, '#ffe08a', '#b7791f');
  ctx.fillStyle = gold;
  ctx.beginPath();
  ctx.moveTo(0, y);
  ctx.quadraticCurveTo(size * 0.36, y + size * 0.1, size * 0.32, y + size * 0.22);
  ctx.lineTo(-size * 0.32, y + size * 0.22);
  ctx.quadraticCurveTo(-size * 0.36, y + size * 0.1, 0, y);
  ctx.fill();
  drawGlow(ctx, 0, y + size * 0.6, size * 1.1, env.palette.glow, 0.45);
  ctx.beginPath();
  ctx.moveTo(-size * 0.3, y + size * 0.22);
  ctx.lineTo(size * 0.3, y + size * 0.22);
  ctx.lineTo(size * 0.4, y + size * 0.62);
  ctx.lineTo(size * 0.26, y + size * 1.02);
  ctx.lineTo(-size * 0.26, y + size * 1.02);
  ctx.lineTo(-size * 0.4, y + size * 0.62);
  ctx.closePath();
  ctx.fillStyle = gold;
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(-size * 0.17, y + size * 0.9);
  ctx.lineTo(-size * 0.17, y + size * 0.45);
  ctx.quadraticCurveTo(0, y + size * 0.26, size * 0.17, y + size * 0.45);
  ctx.lineTo(size * 0.17, y + size * 0.9);
  ctx.closePath();
  const light = ctx.createRadialGradient(0, y + size * 0.7, 0, 0, y + size * 0.7, size * 0.3);
  light.addColorStop(0, '#fffbe6');
  light.addColorStop(1, '#ff9f1c');
  ctx.fillStyle = light;
  ctx.fill();
  ctx.fillStyle = gold;
  ctx.beginPath();
  ctx.moveTo(-size * 0.26, y + size * 1.02);
  ctx.lineTo(size * 0.26, y + size * 1.02);
  ctx.lineTo(0, y + size * 1.3);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

/** Hanging lanterns and a crescent moon with stars (Eid, Ramadan). */
export function drawLanterns(ctx: Ctx, box: Box, env: DrawEnv): void {
  const s = Math.min(box.w, box.h);
  const moonR = s * 0.24;
  const mx = box.x + box.w * 0.72;
  const my = box.y + box.h * 0.42;
  drawGlow(ctx, mx, my, moonR * 2.4, env.palette.glow, 0.35);
  drawCrescent(ctx, mx, my, moonR, '#ffe8a3');
  ctx.fillStyle = '#ffe8a3';
  for (const [dx, dy, r] of [
    [0.3, -0.28, 0.035],
    [0.4, 0.1, 0.022],
    [0.05, -0.38, 0.02],
  ] as const) {
    star(ctx, mx + dx * s, my + dy * s, s * r, s * r * 0.42, 5);
    ctx.fill();
  }
  const size = s * 0.32;
  lantern(ctx, box.x + box.w * 0.2, box.y, box.h * 0.2, size, env, 0);
  lantern(ctx, box.x + box.w * 0.42, box.y, box.h * 0.04, size * 0.75, env, 1.3);
}

/** A rakhi: a twisted thread across the box with a flower medallion and beads. */
export function drawRakhi(ctx: Ctx, box: Box, env: DrawEnv): void {
  const { palette } = env;
  const cy = box.y + box.h * 0.5;
  const r = Math.min(box.w * 0.3, box.h * 0.45);
  const cx = box.x + box.w / 2;
  ctx.save();
  ctx.lineCap = 'round';
  for (const [colour, shift] of [
    ['#d62828', 0],
    ['#f6c453', Math.PI],
  ] as const) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = r * 0.06;
    ctx.beginPath();
    for (let x = box.x; x <= box.x + box.w; x += box.w / 60) {
      const y =
        cy +
        Math.sin((x - box.x) / (r * 0.18) + shift) * r * 0.03 +
        Math.sin(((x - cx) / box.w) * Math.PI) * r * 0.08;
      if (x === box.x) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  for (const side of [-1, 1]) {
    for (let i = 1; i <= 3; i++) {
      ctx.fillStyle = i % 2 ? '#f6c453' : '#d62828';
      ctx.beginPath();
      ctx.arc(cx + side * (r + i * r * 0.28), cy + r * 0.02, r * 0.07, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  const rotation = env.t === null ? 0 : env.t * 0.2;
  drawMandala(ctx, cx, cy, r, {
    colours: [palette.accent, '#f6c453', '#d62828', palette.accent2, '#ffffff'],
    alpha: 1,
    rotation,
    outline: false,
  });
  const jewel = ctx.createRadialGradient(cx - r * 0.04, cy - r * 0.04, 0, cx, cy, r * 0.14);
  jewel.addColorStop(0, '#ffffff');
  jewel.addColorStop(0.4, '#ff4d6d');
  jewel.addColorStop(1, '#9d0208');
  ctx.fillStyle = jewel;
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.14, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** Three modaks on a brass plate, a marigold at each side (Ganesh Chaturthi). */
export function drawModak(ctx: Ctx, box: Box, env: DrawEnv): void {
  const plate = Math.min(box.w * 0.95, box.h * 2.2);
  const cx = box.x + box.w / 2;
  const plateY = box.y + box.h - plate * 0.1;
  drawGlow(ctx, cx, plateY - plate * 0.15, plate * 0.55, env.palette.glow, 0.3);
  ctx.beginPath();
  ctx.ellipse(cx, plateY, plate * 0.5, plate * 0.09, 0, 0, Math.PI * 2);
  ctx.fillStyle = vertical(ctx, plateY - plate * 0.09, plateY + plate * 0.09, '#ffe08a', '#a86a12');
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(cx, plateY - plate * 0.01, plate * 0.41, plate * 0.065, 0, 0, Math.PI * 2);
  ctx.fillStyle = '#e0a82e';
  ctx.fill();
  const modak = (x: number, base: number, m: number) => {
    const top = base - m * 1.15;
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.bezierCurveTo(
      x + m * 0.25,
      top + m * 0.35,
      x + m * 0.62,
      base - m * 0.35,
      x + m * 0.5,
      base,
    );
    ctx.quadraticCurveTo(x, base + m * 0.1, x - m * 0.5, base);
    ctx.bezierCurveTo(x - m * 0.62, base - m * 0.35, x - m * 0.25, top + m * 0.35, x, top);
    ctx.fillStyle = vertical(ctx, top, base, '#fffaf0', '#f0d9b5');
    ctx.fill();
    ctx.strokeStyle = 'rgba(160, 110, 60, 0.45)';
    ctx.lineWidth = m * 0.03;
    for (const k of [-0.32, -0.12, 0.12, 0.32]) {
      ctx.beginPath();
      ctx.moveTo(x, top + m * 0.05);
      ctx.quadraticCurveTo(x + k * m * 1.5, base - m * 0.5, x + k * m * 1.25, base - m * 0.02);
      ctx.stroke();
    }
  };
  const m = plate * 0.25;
  modak(cx - m * 0.95, plateY - plate * 0.025, m * 0.85);
  modak(cx + m * 0.95, plateY - plate * 0.025, m * 0.85);
  modak(cx, plateY - plate * 0.005, m);
  drawMarigold(ctx, cx - plate * 0.43, plateY - plate * 0.01, plate * 0.06, 'orange');
  drawMarigold(ctx, cx + plate * 0.43, plateY - plate * 0.01, plate * 0.06, 'yellow');
}

/** Two crossed dandiya sticks with coloured bands and tassels (Navratri). */
export function drawDandiya(ctx: Ctx, box: Box, env: DrawEnv): void {
  const sq = squareIn(box, 0.95);
  const s = sq.w;
  const cx = sq.x + s / 2;
  const cy = sq.y + s / 2;
  const beat = env.t === null ? 0 : Math.sin(env.t * 4) * 0.06;
  drawGlow(ctx, cx, cy, s * 0.5, env.palette.glow, 0.3);
  const bands = ['#e63946', '#ffb703', '#2a9d8f', '#8338ec', '#fb5607'];
  for (const [angle, offset] of [
    [-0.55 - beat, 0],
    [0.55 + beat, 2],
  ] as const) {
    ctx.save();
    ctx.translate(cx, cy);
    ctx.rotate(angle);
    const len = s * 0.9;
    const w = s * 0.055;
    ctx.fillStyle = '#7f4f24';
    ctx.beginPath();
    ctx.roundRect(-w / 2, -len / 2, w, len, w / 2);
    ctx.fill();
    for (let i = 0; i < 9; i++) {
      ctx.fillStyle = bands[(i + offset) % bands.length] ?? '#fff';
      ctx.fillRect(-w / 2, -len / 2 + len * (0.06 + i * 0.1), w, len * 0.05);
    }
    for (const end of [-1, 1]) {
      ctx.fillStyle = '#f6c453';
      ctx.beginPath();
      ctx.arc(0, (end * len) / 2, w * 0.75, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = bands[offset] ?? '#fff';
      ctx.lineWidth = w * 0.25;
      for (const k of [-1, 0, 1]) {
        ctx.beginPath();
        ctx.moveTo(0, (end * len) / 2);
        ctx.quadraticCurveTo(
          k * w * 1.2,
          (end * len) / 2 + end * w * 1.6,
          k * w * 1.8,
          (end * len) / 2 + end * w * 2.8,
        );
        ctx.stroke();
      }
    }
    ctx.restore();
  }
}
