// The importers and their shared shapes; the server imports them from '@portal/core/import' (kept out of the
// web's bundle, which never imports this entry).
export * from './types';
export * from './detect';
export * from './text';
export * from './moodle-xml';
export * from './gift';
export * from './cloze-build';
export * from './anki-cloze';
export * from './skip-reasons';
export * from './sources';
export { htmlToText, decodeEntities } from './plain-text';
export * from './image-occlusion';
