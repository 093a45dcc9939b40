/**
 * What a SCORM package upload may be (issue 25 §2), shared by the server's checks and the
 * upload form's hints. The limits are generous for real courses (video does not compress, so a
 * 200 MB zip rarely unpacks past 1 GB) and small enough that a zip bomb is refused from the zip's
 * own directory, before one byte is unpacked.
 */
export const PACKAGE_LIMITS = {
  /** The zip as uploaded. */
  compressedBytes: 200 * 1024 * 1024,
  /** Every entry unpacked, added up. */
  uncompressedBytes: 1024 * 1024 * 1024,
  files: 10_000,
  /** imsmanifest.xml itself. */
  manifestBytes: 2 * 1024 * 1024,
  /** One entry may unpack to at most this many times its packed size, past the first megabyte. */
  compressionRatio: 200,
} as const;

export type PackageStandard = 'scorm12' | 'scorm2004' | 'cmi5';

export const PACKAGE_STANDARD_LABELS: Record<PackageStandard, string> = {
  scorm12: 'SCORM 1.2',
  scorm2004: 'SCORM 2004',
  cmi5: 'cmi5',
};

export const PACKAGE_TOO_LARGE = `The zip is over ${PACKAGE_LIMITS.compressedBytes / 1024 / 1024} MB, the most a package may be.`;
