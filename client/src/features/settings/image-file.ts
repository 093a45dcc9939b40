/** Moved to lib/ (the materials settings dialog uses it too); kept so settings imports stay put. */
export * from '../../lib/image-file';
