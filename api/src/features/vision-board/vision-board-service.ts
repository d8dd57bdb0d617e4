import type {
  TCreateVisionItemResponse,
  TVisionItem,
  ZCreateVisionItemRequest,
} from '@manifest/contracts/vision-board';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { VISION_ITEM_POINTS } from '../../domain/points-rules';
import { HttpError } from '../../lib/http-error';
import { awardPoints } from '../points/points-service';
import type { ImageUrls } from '../uploads/image-urls';
import { checkOwnImageUrl } from '../uploads/own-image-url';
import {
  deleteVisionItem,
  goalIdOfVisionItem,
  insertVisionItem,
  listVisionItems,
  updateVisionItemTitle,
  type VisionItemRow,
} from './vision-board-repository';
import { toVisionItemView } from './vision-item-view';

export const VISION_ITEM_NOT_FOUND_MESSAGE = 'Vision item not found';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new HttpError(404, VISION_ITEM_NOT_FOUND_MESSAGE);

export type VisionBoardService = ReturnType<typeof createVisionBoardService>;

export function createVisionBoardService({
  knex,
  now,
  imageUrls,
}: {
  knex: Knex;
  now: () => Date;
  imageUrls: ImageUrls;
}) {
  const toView = (row: VisionItemRow & { goal_id?: string | null }) =>
    toVisionItemView(row, imageUrls.forBrowser);

  return {
    async list(userId: string): Promise<TVisionItem[]> {
      return (await listVisionItems(knex, userId)).map(toView);
    },

    /** Creating pays VISION_ITEM_POINTS once per item, within the daily cap (create/delete loops earn little). */
    async create(
      userId: string,
      input: z.output<typeof ZCreateVisionItemRequest>,
    ): Promise<TCreateVisionItemResponse> {
      const at = now();
      return knex.transaction(async (trx) => {
        await checkOwnImageUrl(trx, userId, input.imageUrl);
        const row = await insertVisionItem(
          trx,
          userId,
          {
            title: input.title,
            category: input.category,
            description: input.description,
            image_url: input.imageUrl ?? null,
          },
          at,
        );
        const reward = await awardPoints(trx, {
          userId,
          sourceKey: `vision:${row.id}`,
          points: VISION_ITEM_POINTS,
          activity: {
            type: 'vision_board',
            action: 'created',
            title: row.title,
            metadata: { visionItemId: row.id, category: row.category },
            completedAt: at,
          },
        });
        return { ...toView(row), pointsAwarded: reward.points };
      });
    },

    async rename(userId: string, id: string, title: string): Promise<TVisionItem> {
      if (!UUID_PATTERN.test(id)) throw notFound();
      const row = await updateVisionItemTitle(knex, userId, id, title, now());
      if (!row) throw notFound();
      return toView({ ...row, goal_id: await goalIdOfVisionItem(knex, row.id) });
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!UUID_PATTERN.test(id) || !(await deleteVisionItem(knex, userId, id))) throw notFound();
    },
  };
}
