import { JOB_STATUSES, type JobStatus } from '@tradeshop/shared';
import type { Response } from 'express';
import {
  type AdminListQueryDto,
  filterValue,
  parseAdminListQuery,
  setContentRange,
} from '../../common/http/admin-list-query';
import { JobDto } from '../dto/job.dto';
import { MESSENGER_JOB_SORTS, type MessengerService } from './messenger.service';

/** A receiver's jobs for either door: react-admin's sort, range and filter (`status`), and Content-Range. */
export async function listJobs(
  messenger: MessengerService,
  receiverName: string,
  query: AdminListQueryDto,
  response: Response,
  status?: JobStatus,
): Promise<JobDto[]> {
  const request = parseAdminListQuery(query, MESSENGER_JOB_SORTS, 'createdAt');
  const sortOrder = query.sort ? request.sortOrder : 'desc';
  const { rows, total } = await messenger.list(receiverName, {
    ...request,
    sortOrder,
    status: status ?? filterValue.oneOf(request.filter, 'status', JOB_STATUSES),
  });
  setContentRange(response, 'jobs', request.offset, rows.length, total);
  return rows.map((job) => JobDto.from(job));
}
