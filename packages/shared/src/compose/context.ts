/**
 * The part of the Canvas 2D API that the compose functions draw with. Both the browser's
 * `CanvasRenderingContext2D` and `@napi-rs/canvas`'s `SKRSContext2D` satisfy it structurally,
 * so one drawing function runs on either canvas (DESIGN.md principle 3). Declared here because
 * this package has no DOM library: widen it when a compose function needs more of the API.
 */
export type TextAlign = 'center' | 'end' | 'left' | 'right' | 'start';
export type CanvasDirection = 'inherit' | 'ltr' | 'rtl';
export type TextBaseline = 'alphabetic' | 'bottom' | 'hanging' | 'ideographic' | 'middle' | 'top';
export type LineJoin = 'bevel' | 'miter' | 'round';
export type LineCap = 'butt' | 'round' | 'square';

/**
 * A CSS colour string. The real contexts also accept gradients and patterns (objects they make
 * themselves), so the property is declared wide enough for both to be assignable to this type.
 */
export type Paint = string | object;

export interface TextMeasure {
  readonly width: number;
}

/** Something either canvas can draw as an image (an HTMLImageElement, a napi-rs Image…). */
export type CanvasImage = object;

export interface Canvas2DContext {
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  rotate(radians: number): void;

  globalAlpha: number;
  fillStyle: Paint;
  strokeStyle: Paint;
  lineWidth: number;
  lineJoin: LineJoin;

  /** A CSS font shorthand, e.g. `700 32px "Poppins"`. */
  font: string;
  textAlign: TextAlign;
  textBaseline: TextBaseline;
  /** The base direction of the text drawn next (bidirectional ordering inside a line). */
  direction: CanvasDirection;
  fillText(text: string, x: number, y: number, maxWidth?: number): void;
  strokeText(text: string, x: number, y: number, maxWidth?: number): void;
  measureText(text: string): TextMeasure;

  fillRect(x: number, y: number, width: number, height: number): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  arcTo(x1: number, y1: number, x2: number, y2: number, radius: number): void;
  bezierCurveTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): void;
  closePath(): void;
  fill(): void;
  stroke(): void;
  lineCap: LineCap;
  drawImage(image: CanvasImage, dx: number, dy: number, dw: number, dh: number): void;
  shadowColor: string;
  shadowBlur: number;
  shadowOffsetX: number;
  shadowOffsetY: number;
}
