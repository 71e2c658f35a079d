/**
 * The custom editor's uploads (spec §2, §5; DESIGN.md "Security"). The spec's hint says
 * 'PNG, JPG up to 10MB'; we enforce it, and 100 MB for videos, in the browser and on the server.
 */
export const CUSTOM_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const CUSTOM_VIDEO_MAX_BYTES = 100 * 1024 * 1024;

/** What a custom-editor output is called (spec §9 names the image; the video follows it). */
export const CUSTOM_IMAGE_FILE_NAME = 'custom_image.png';
export const CUSTOM_VIDEO_FILE_NAME = 'custom_video.mp4';
/** The history's title for a custom-editor video. */
export const CUSTOM_VIDEO_TITLE = 'Your video';

/**
 * `POST /user/custom-editor/videos` is multipart/form-data: the video as `file`, the editor
 * settings as a JSON string in `settings`, and optionally a brand-kit `logoId`.
 */
export const CUSTOM_VIDEO_FIELDS = {
  file: 'file',
  settings: 'settings',
  logoId: 'logoId',
} as const;
