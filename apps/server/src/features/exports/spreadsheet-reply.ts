import type { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Headers of a spreadsheet download: the file name in both the ASCII and the UTF-8 forms of RFC 6266. */
export function sendSpreadsheet(reply: FastifyReply, fileName: string, body: PassThrough): FastifyReply {
  return reply
    .header('content-type', XLSX)
    .header(
      'content-disposition',
      `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .send(body);
}
