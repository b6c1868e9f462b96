// A picture of a channel's look (robot icon, avatar, background): refused here as the server
// would refuse it, else uploaded as an agent's image; its URL is what the draft keeps.
import { ApiError } from '@shared/api';
import { checkChatUpload } from '@shared/upload';
import { uploadAsAgent } from '../api/agentClient';

export async function uploadChannelPicture(file: File): Promise<string> {
  const check = checkChatUpload('image', file);
  if (!check.ok) throw new ApiError(400, `file: ${check.error}`);
  return (await uploadAsAgent(file, 'image')).url;
}
