// A picture a channel shows (a side-bar ad, a quick link's icon): uploaded through the agent
// API's upload, as a chat picture is, and referred to by the path the server answers.
import { ApiError } from '@shared/api';
import { checkChatUpload } from '@shared/upload';
import { uploadAsAgent } from '../api/agentClient';

/** The picture's path on this server; what is not a picture, or too big, is refused before it is sent. */
export async function uploadPicture(file: File): Promise<string> {
  const check = checkChatUpload('image', file);
  if (!check.ok) throw new ApiError(400, `file: ${check.error}`);
  return (await uploadAsAgent(file, 'image')).url;
}
