import type { Canvas2DContext, CanvasImage } from '../context';

export interface TextCall {
  kind: 'fill' | 'stroke';
  text: string;
  x: number;
  y: number;
  font: string;
  alpha: number;
  fillStyle: unknown;
  textAlign: string;
  direction: string;
  /** Rotation in effect, radians. */
  angle: number;
}

export type DrawOp =
  | ({ op: 'text' } & TextCall)
  | { op: 'rect'; x: number; y: number; width: number; height: number; fillStyle: unknown }
  | { op: 'image'; image: CanvasImage; x: number; y: number; width: number; height: number }
  /** A path filled or stroked: the box of its points (curves by their control points). */
  | {
      op: 'path';
      kind: 'fill' | 'stroke';
      left: number;
      top: number;
      right: number;
      bottom: number;
      alpha: number;
      style: unknown;
    };

/**
 * A context for layout tests: records every drawing call in order, tracks the transform's
 * rotation and the save/restore depth, and measures text as 0.6 em a character (close enough
 * to the shipped faces for layout checks; pixels are checked on real canvases elsewhere).
 */
export function recordingContext() {
  const calls: TextCall[] = [];
  const ops: DrawOp[] = [];
  const stack: number[] = [];
  let angle = 0;
  let origin = { x: 0, y: 0 };
  const originStack: Array<{ x: number; y: number }> = [];
  let points: Array<[number, number]> = [];
  const addPoint = (x: number, y: number) => points.push([x + origin.x, y + origin.y]);
  const path = (ctx: Canvas2DContext, kind: 'fill' | 'stroke') => {
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    ops.push({
      op: 'path',
      kind,
      left: Math.min(...xs),
      top: Math.min(...ys),
      right: Math.max(...xs),
      bottom: Math.max(...ys),
      alpha: ctx.globalAlpha,
      style: kind === 'fill' ? ctx.fillStyle : ctx.strokeStyle,
    });
  };
  const text = (ctx: Canvas2DContext, kind: TextCall['kind'], t: string, x: number, y: number) => {
    const call: TextCall = {
      kind,
      text: t,
      x,
      y,
      font: ctx.font,
      alpha: ctx.globalAlpha,
      fillStyle: ctx.fillStyle,
      textAlign: ctx.textAlign,
      direction: ctx.direction,
      angle,
    };
    calls.push(call);
    ops.push({ op: 'text', ...call });
  };
  const ctx: Canvas2DContext & { depth(): number } = {
    globalAlpha: 1,
    fillStyle: '#000',
    strokeStyle: '#000',
    lineWidth: 1,
    lineJoin: 'miter',
    font: '10px sans-serif',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    direction: 'inherit',
    shadowColor: 'transparent',
    shadowBlur: 0,
    shadowOffsetX: 0,
    shadowOffsetY: 0,
    lineCap: 'butt',
    save: () => {
      stack.push(angle);
      originStack.push({ ...origin });
    },
    restore: () => {
      angle = stack.pop() ?? 0;
      origin = originStack.pop() ?? { x: 0, y: 0 };
    },
    // Tracked for paths only (text keeps its own coordinates, as the layout tests expect), and
    // only while nothing is rotated: enough for the corner badge's box.
    translate: (x, y) => {
      origin = { x: origin.x + x, y: origin.y + y };
    },
    rotate: (radians) => {
      angle += radians;
    },
    fillText(t, x, y) {
      text(this, 'fill', t, x, y);
    },
    strokeText(t, x, y) {
      text(this, 'stroke', t, x, y);
    },
    measureText(t) {
      const size = Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? 10);
      return { width: [...t].length * size * 0.6 };
    },
    fillRect(x, y, width, height) {
      ops.push({ op: 'rect', x, y, width, height, fillStyle: this.fillStyle });
    },
    drawImage(image, x, y, width, height) {
      ops.push({ op: 'image', image, x, y, width, height });
    },
    beginPath: () => {
      points = [];
    },
    moveTo: addPoint,
    lineTo: addPoint,
    arcTo: (x1, y1, x2, y2) => {
      addPoint(x1, y1);
      addPoint(x2, y2);
    },
    bezierCurveTo: (c1x, c1y, c2x, c2y, x, y) => {
      addPoint(c1x, c1y);
      addPoint(c2x, c2y);
      addPoint(x, y);
    },
    closePath: () => {},
    fill() {
      path(this, 'fill');
    },
    stroke() {
      path(this, 'stroke');
    },
    depth: () => stack.length,
  };
  return { ctx, calls, ops };
}
