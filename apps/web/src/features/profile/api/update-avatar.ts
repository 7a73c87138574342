import { useMutation, useQueryClient } from '@tanstack/react-query';
import { avatarField, avatarPaths, updateAvatarResponseSchema } from '@tabib/contracts/avatar';
import { apiUpload } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/profile-query-key';
import { profileKeys } from './profile-keys';

export async function updateAvatar(image: Blob, fileName: string): Promise<string> {
  const form = new FormData();
  form.append(avatarField, image, fileName);
  return (await apiUpload(avatarPaths.update, { method: 'PUT', schema: updateAvatarResponseSchema, form })).data;
}

/** The signed-in profile (the header's avatar) and the profile details carry the picture: both are refetched. */
const queriesShowingThePicture = [profileQueryKey, profileKeys.details];

export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ image, fileName }: { image: Blob; fileName: string }) => updateAvatar(image, fileName),
    onSuccess: () => Promise.all(queriesShowingThePicture.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
