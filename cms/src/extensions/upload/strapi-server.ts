/**
 * Extends Strapi's upload plugin: every file stored in the media library,
 * whether it came from the admin panel, the content API or an import by URL,
 * and whether it is new or replaces another, must be an image recognised from
 * its bytes (lib/upload-policy.ts). The check sits on the upload service
 * because every one of those routes goes through its `upload` or `replace`.
 */
import fs from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { SIGNATURE_BYTES, uploadedImageProblem } from '../../lib/upload-policy';

/** The parts of a parsed upload (formidable) read here. */
type IncomingFile = { filepath?: string; originalFilename?: string | null; name?: string };

/** The parts of @strapi/upload 5.54's `upload` service wrapped here. */
type UploadService = {
  upload(
    input: { data: unknown; files: IncomingFile | IncomingFile[] },
    opts?: unknown,
  ): Promise<unknown>;
  replace(
    id: unknown,
    input: { data: unknown; file: IncomingFile },
    opts?: unknown,
  ): Promise<unknown>;
};

type UploadServiceFactory = (context: { strapi: Core.Strapi }) => UploadService;
type UploadPlugin = { services: { upload: UploadServiceFactory } };

async function readHead(filepath: string): Promise<Uint8Array> {
  const handle = await fs.open(filepath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(
      Buffer.alloc(SIGNATURE_BYTES),
      0,
      SIGNATURE_BYTES,
      0,
    );
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function assertImages(files: IncomingFile | IncomingFile[]): Promise<void> {
  for (const file of Array.isArray(files) ? files : [files]) {
    const name = file.originalFilename ?? file.name ?? 'file';
    // No path means no bytes to check: refused rather than trusted.
    const head = file.filepath ? await readHead(file.filepath) : new Uint8Array();
    const problem = uploadedImageProblem(name, head);
    if (problem) throw new errors.ValidationError(problem);
  }
}

export default (plugin: UploadPlugin): UploadPlugin => {
  const createUploadService = plugin.services.upload;
  plugin.services.upload = (context) => {
    const service = createUploadService(context);
    return {
      ...service,
      async upload(input, opts) {
        await assertImages(input.files);
        return service.upload(input, opts);
      },
      async replace(id, input, opts) {
        await assertImages(input.file);
        return service.replace(id, input, opts);
      },
    };
  };
  return plugin;
};
