import type { ModerationSubject } from '@shared/moderation/moderation.schema';
import type { ReportSubjectKind } from '@shared/moderation/moderation-constants';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { findConversationForModeration } from '../chat/chat-conversation-review.service';
import { findListingForModerators } from '../listings/listing-moderation.service';
import { findPhotoForModeration } from '../media/media-moderation.service';
import { findOrderForModeration } from '../orders/order-moderation.service';
import { findReviewForModeration } from '../reviews/review-moderation.service';
import type { CaseRow } from './moderation-cases.repository';
import { findPeople } from './moderation-decisions.repository';

/**
 * What a report or case is about, read through the owning module's service: whether it exists,
 * whose it is (the user a decision restricts) and, for the case page, how it looks now.
 */
export interface ResolvedSubject {
  ownerId: string | null;
  label: string;
}

const subjectNotFound = () => new AppError('NOT_FOUND', 'There is nothing to report under this id.');

export async function resolveReportSubject(
  db: Db,
  kind: ReportSubjectKind,
  subjectId: string,
  reporterId: string | undefined,
): Promise<ResolvedSubject> {
  switch (kind) {
    case 'listing': {
      const listing = await findListingForModerators(db, subjectId);
      // Drafts are nobody's business but their owner's: only what others could see is reportable.
      if (!listing || listing.status === 'DRAFT') throw subjectNotFound();
      return { ownerId: listing.sellerId, label: listing.title };
    }
    case 'user': {
      const person = (await findPeople(db, [subjectId])).get(subjectId);
      if (!person || person.deletedAt) throw subjectNotFound();
      return { ownerId: person.id, label: person.name };
    }
    case 'conversation': {
      // Only a participant can see a conversation, so only a participant can report it; the other
      // participant is the one it is about.
      const thread = await findConversationForModeration(db, subjectId);
      if (!thread || !reporterId || (thread.buyerId !== reporterId && thread.sellerId !== reporterId))
        throw subjectNotFound();
      const ownerId = thread.buyerId === reporterId ? thread.sellerId : thread.buyerId;
      return { ownerId, label: thread.listingTitle ?? subjectId.slice(0, 8) };
    }
    case 'review': {
      const review = await findReviewForModeration(db, subjectId);
      if (!review) throw subjectNotFound();
      return { ownerId: review.reviewerId, label: review.title ?? review.comment?.slice(0, 60) ?? '' };
    }
  }
}

const personOf = (people: Map<string, { id: string; name: string }>, id: string | null | undefined) => {
  const person = id ? people.get(id) : undefined;
  return person ? { id: person.id, name: person.name } : null;
};

/** The subject as it is now, for the case page (`missing` once deleted). */
export async function subjectSnapshot(db: Db, moderationCase: CaseRow): Promise<ModerationSubject> {
  const id = moderationCase.subjectId;
  const missing = { kind: 'missing', id } as const;
  switch (moderationCase.subjectKind) {
    case 'listing': {
      const listing = await findListingForModerators(db, id);
      if (!listing) return missing;
      const people = await findPeople(db, [listing.sellerId]);
      return {
        kind: 'listing',
        id,
        title: listing.title,
        description: listing.description,
        priceCents: listing.priceCents,
        status: listing.status,
        restriction: listing.moderationRestriction,
        photos: listing.photos,
        seller: personOf(people, listing.sellerId),
        path: `/listing/${listing.slug}`,
      };
    }
    case 'user': {
      const person = (await findPeople(db, [id])).get(id);
      if (!person) return missing;
      return {
        kind: 'user',
        id,
        name: person.name,
        memberSince: person.createdAt.toISOString(),
        suspendedUntil: person.suspendedAt ? (person.suspendedUntil?.toISOString() ?? null) : null,
        path: `/seller/${id}`,
      };
    }
    case 'conversation': {
      const thread = await findConversationForModeration(db, id);
      if (!thread) return missing;
      const people = new Map(thread.people.map((person) => [person.id, person]));
      return {
        kind: 'conversation',
        id,
        listingTitle: thread.listingTitle,
        participants: thread.people,
        messages: thread.messages.map((message) => ({
          id: message.id,
          sender: personOf(people, message.senderId),
          body: message.body,
          sentAt: message.sentAt.toISOString(),
        })),
      };
    }
    case 'review': {
      const review = await findReviewForModeration(db, id);
      if (!review) return missing;
      const people = await findPeople(db, [review.reviewerId, review.sellerId]);
      return {
        kind: 'review',
        id,
        rating: review.rating,
        text: [review.title, review.comment].filter(Boolean).join('\n\n'),
        author: personOf(people, review.reviewerId),
        reviewedUser: personOf(people, review.sellerId),
        hidden: false,
        createdAt: review.createdAt.toISOString(),
      };
    }
    case 'photo': {
      const photo = await findPhotoForModeration(db, id);
      if (!photo) return missing;
      const people = await findPeople(db, [photo.ownerId]);
      const listing = photo.listingId ? await findListingForModerators(db, photo.listingId) : null;
      return {
        kind: 'photo',
        id,
        url: photo.url,
        moderation: photo.moderation,
        nsfwScore: photo.nsfwScore,
        owner: personOf(people, photo.ownerId),
        listing: listing ? { id: listing.id, title: listing.title } : null,
      };
    }
    case 'order': {
      const order = await findOrderForModeration(db, id);
      if (!order) return missing;
      return {
        kind: 'order',
        id,
        number: order.reference,
        status: order.status,
        totalCents: order.totalCents,
        buyer: order.buyer,
        seller: order.seller,
        problem: order.problem
          ? { reportedAt: order.problem.reportedAt, text: order.problem.text, frozen: order.problem.frozen }
          : null,
        path: `/orders/${id}`,
      };
    }
  }
}
