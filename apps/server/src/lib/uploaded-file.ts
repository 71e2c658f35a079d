/**
 * A file a request uploaded, saved to its own work folder with the form's other fields
 * (http/receive-upload.ts receives it; services take it from there and clean it up).
 */
export interface UploadedFile {
  path: string;
  fields: Record<string, string>;
  /** The name the sender gave the file (never trusted for its type); absent when none. */
  fileName?: string;
  cleanup(): Promise<void>;
}
