import type { ParticleId } from '../demo-types';
import { between, pick, type Rng, rngFor } from '../prng';
import { type Box, type Ctx, type DrawEnv, star, visibility, withAlpha } from './geometry';

interface Particle {
  x: number;
  y: number;
  size: number;
  speed: number;
  phase: number;
  colour: string;
  shape: number;
}

function seedParticles(
  rng: Rng,
  count: number,
  colours: readonly string[],
  env: DrawEnv,
): Particle[] {
  return Array.from({ length: count }, () => ({
    x: rng() * env.width,
    y: rng() * env.height,
    size: between(rng, 0.5, 1.5),
    speed: between(rng, 0.6, 1.4),
    phase: rng() * Math.PI * 2,
    colour: pick(rng, colours),
    shape: Math.floor(rng() * 3),
  }));
}

/** Position after `t` seconds of falling (or rising, for a negative speed), wrapped vertically. */
function fall(p: Particle, t: number | null, perSecond: number, height: number): number {
  if (t === null) return p.y;
  const span = height * 1.1;
  return ((((p.y + perSecond * p.speed * t) % span) + span) % span) - height * 0.05;
}

export function drawParticles(
  ctx: Ctx,
  id: ParticleId,
  env: DrawEnv,
  seed: number,
  avoid: readonly Box[],
): void {
  if (id === 'none') return;
  const { width: w, height: h, palette, t } = env;
  const rng = rngFor(seed, `particles-${id}`);
  const unit = w / 100;
  ctx.save();
  switch (id) {
    case 'confetti': {
      const colours = [
        palette.accent,
        palette.accent2,
        palette.glow,
        '#ff4d6d',
        '#4cc9f0',
        '#ffd60a',
      ];
      for (const p of seedParticles(rng, 70, colours, env)) {
        const y = fall(p, t, h * 0.12, h);
        const x = p.x + (t === null ? 0 : Math.sin(t * 1.5 + p.phase) * unit * 2);
        ctx.globalAlpha = 0.9 * visibility(x, y, avoid, unit * 6);
        ctx.fillStyle = p.colour;
        ctx.save();
        ctx.translate(x, y);
        ctx.rotate(p.phase + (t ?? 0) * 2 * p.speed);
        const s = unit * 1.1 * p.size;
        if (p.shape === 0) ctx.fillRect(-s, -s * 0.45, s * 2, s * 0.9);
        else if (p.shape === 1) {
          ctx.beginPath();
          ctx.arc(0, 0, s * 0.7, 0, Math.PI * 2);
          ctx.fill();
        } else {
          ctx.beginPath();
          ctx.moveTo(0, -s);
          ctx.lineTo(s, s);
          ctx.lineTo(-s, s);
          ctx.closePath();
          ctx.fill();
        }
        ctx.restore();
      }
      break;
    }
    case 'sparkles':
    case 'stars': {
      const count = id === 'stars' ? 80 : 34;
      for (const p of seedParticles(rng, count, [palette.glow, '#ffffff'], env)) {
        const twinkle = t === null ? 0.8 : 0.55 + 0.45 * Math.sin(t * 3 * p.speed + p.phase);
        ctx.globalAlpha = twinkle * visibility(p.x, p.y, avoid, unit * 5);
        ctx.fillStyle = p.colour;
        if (id === 'stars') {
          ctx.beginPath();
          ctx.arc(p.x, p.y, unit * 0.22 * p.size, 0, Math.PI * 2);
          ctx.fill();
        } else {
          const r = unit * 1.3 * p.size * (t === null ? 1 : 0.7 + 0.3 * twinkle);
          star(ctx, p.x, p.y, r, r * 0.22, 4, 0);
          ctx.fill();
        }
      }
      break;
    }
    case 'bokeh': {
      const colours = [palette.glow, palette.accent, palette.accent2];
      for (const p of seedParticles(rng, 22, colours, env)) {
        const y = fall(p, t, -h * 0.04, h);
        const r = unit * (2 + p.size * 4);
        ctx.globalAlpha = 0.5 * visibility(p.x, y, avoid, unit * 8);
        const g = ctx.createRadialGradient(p.x, y, 0, p.x, y, r);
        g.addColorStop(0, withAlpha(p.colour, 0.55));
        g.addColorStop(0.7, withAlpha(p.colour, 0.25));
        g.addColorStop(1, withAlpha(p.colour, 0));
        ctx.fillStyle = g;
        ctx.beginPath();
        ctx.arc(p.x, y, r, 0, Math.PI * 2);
        ctx.fill();
      }
      break;
    }
    case 'petals': {
      const colours = ['#ff8c1a', '#ffc41a', '#ff6b6b', '#e8590c'];
      for (const p of seedParticles(rng, 40, colours, env)) {
        const y = fall(p, t, h * 0.08, h);
        const x = p.x + (t === null ? 0 : Math.sin(t * 1.2 + p.phase) * unit * 3);
        ctx.globalAlpha = 0.85 * visibility(x, y, avoid, unit * 6);
        ctx.fillStyle = p.colour;
        ctx.beginPath();
        ctx.ellipse(
          x,
          y,
          unit * 1.1 * p.size,
          unit * 0.55 * p.size,
          p.phase + (t ?? 0) * p.speed,
          0,
          Math.PI * 2,
        );
        ctx.fill();
      }
      break;
    }
    case 'snow': {
      for (const p of seedParticles(rng, 70, ['#ffffff'], env)) {
        const y = fall(p, t, h * 0.06, h);
        const x = p.x + (t === null ? 0 : Math.sin(t + p.phase) * unit * 1.5);
        ctx.globalAlpha = 0.8 * visibility(x, y, avoid, unit * 5);
        ctx.fillStyle = '#ffffff';
        ctx.beginPath();
        ctx.arc(x, y, unit * 0.45 * p.size, 0, Math.PI * 2);
        ctx.fill();
      }
      break;
    }
    case 'colourDust': {
      const colours = ['#ff4fa3', '#ffd600', '#00c853', '#2979ff', '#ff6d00', '#aa00ff'];
      for (const p of seedParticles(rng, 55, colours, env)) {
        const y = fall(p, t, -h * 0.03, h);
        ctx.globalAlpha = 0.7 * visibility(p.x, y, avoid, unit * 6);
        ctx.fillStyle = p.colour;
        ctx.beginPath();
        ctx.arc(p.x, y, unit * 0.6 * p.size, 0, Math.PI * 2);
        ctx.fill();
      }
      break;
    }
  }
  ctx.restore();
}
