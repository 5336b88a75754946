import type { RawData, WebSocket } from 'ws';
import { DomainError, errorTexts } from '../../domain/domain-error';
import type { ErrorCode } from '../../domain/error-codes';
import { socketCloseCodes } from '../../schemas/realtime';

/** Frames over this size are refused with #INVALID_FRAME (the socket stays open). */
export const maxFrameBytes = 16 * 1024;

/** A text frame's JSON object, or undefined when it is binary, too large, not JSON or not an object. */
export function parseFrame(data: RawData, isBinary: boolean): Record<string, unknown> | undefined {
  if (isBinary) return undefined;
  const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
  if (buffer.length > maxFrameBytes) return undefined;
  try {
    const value: unknown = JSON.parse(buffer.toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function send(socket: WebSocket, frame: object): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

/** `{action:'error', error, message}`: the socket stays open. */
export function sendError(socket: WebSocket, code: ErrorCode = '#INVALID_FRAME'): void {
  send(socket, { action: 'error', error: code, message: errorTexts[code] });
}

/** Closes with 4403 #FORBIDDEN (another tenant) or 4401 #INVALID_SESSION (dead, unknown or public session). */
export function closeWith(socket: WebSocket, reason: 'forbidden' | 'invalidSession'): void {
  if (socket.readyState !== socket.OPEN) return;
  socket.close(socketCloseCodes[reason], reason === 'forbidden' ? '#FORBIDDEN' : '#INVALID_SESSION');
}

/**
 * Runs `handle` for each frame in arrival order (one at a time). A malformed frame, or a handler returning
 * false (an action it does not take now), answers #INVALID_FRAME; a DomainError answers its code.
 */
export function onFrames(
  socket: WebSocket,
  handle: (frame: Record<string, unknown>) => Promise<boolean>,
  log: (error: unknown) => void,
): void {
  let queue = Promise.resolve();
  socket.on('message', (data, isBinary) => {
    const frame = parseFrame(data, isBinary);
    queue = queue.then(async () => {
      if (socket.readyState !== socket.OPEN) return;
      if (!frame) return sendError(socket);
      try {
        if (!(await handle(frame))) sendError(socket);
      } catch (error) {
        if (error instanceof DomainError) return sendError(socket, error.code);
        log(error);
        sendError(socket, '#INTERNAL');
      }
    });
  });
}
