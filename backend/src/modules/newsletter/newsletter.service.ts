import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { NEWSLETTER_MAIL_MESSAGES, type Locale } from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';
import { normaliseEmail } from '../../common/security/passwords';
import { RateLimiter } from '../../common/security/rate-limiter';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DomainEvents } from '../events/domain-events.service';
import { OneTimeTokenService } from '../identity/one-time-token.service';
import { fillTemplate } from '../mail/mail-template';
import { MailService } from '../mail/mail.service';
import { NewsletterSubscription } from './newsletter-subscription.entity';

/** How long the confirmation link works, and how many subscriptions one address may ask for per hour. */
export const NEWSLETTER_LIMITS = { confirmationHours: 48, requestsPerHour: 10 } as const;

/** The API's words for a link that does not confirm (storefront spec §8: newsletter confirmation error). */
export const NEWSLETTER_CONFIRMATION_ERROR =
  'Newsletter confirmation error: the link has expired or has already been used';

/**
 * Newsletter subscriptions with double opt-in: a subscription is stored as pending and a link is mailed; only
 * opening the link makes it confirmed. The only writer of newsletter_subscription.
 */
@Injectable()
export class NewsletterService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: OneTimeTokenService,
    private readonly mail: MailService,
    private readonly events: DomainEvents,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Mails the confirmation link for `email`. An address already confirmed stays so and gets no mail; the answer
   * is the same either way, so the form does not tell who subscribes.
   */
  async subscribe(email: string, locale: Locale, ip: string): Promise<void> {
    await this.limiter.attempt(
      [{ key: `newsletter:ip:${ip}`, limit: NEWSLETTER_LIMITS.requestsPerHour }],
      3600,
    );
    const address = normaliseEmail(email);
    await this.em.transactional(async (em) => {
      let subscription = await em.findOne(NewsletterSubscription, { email: address });
      if (subscription?.status === 'confirmed') return;
      if (!subscription) {
        subscription = em.create(NewsletterSubscription, {
          email: address,
          locale,
          status: 'pending',
          createdAt: new Date(),
        });
      } else {
        subscription.locale = locale;
      }
      await em.flush();
      const hours = NEWSLETTER_LIMITS.confirmationHours;
      // The token lives in the mail's text only, never in an event.
      const { token } = await this.tokens.issue(
        'newsletter_confirmation',
        subscription.id,
        hours * 3_600_000,
        em,
      );
      const link = `${this.config.publicUrl}/${locale}/newsletter/confirm/${token}`;
      const { subject, body } = NEWSLETTER_MAIL_MESSAGES[locale].confirm;
      await this.mail.queue(em, {
        purpose: 'newsletter_confirmation',
        singleUseLink: true,
        to: address,
        subject,
        text: fillTemplate(body, { email: address, hours, link }),
      });
    });
    await this.events.publish();
  }

  /** Opens the link: the subscription is confirmed. A bad, used or expired link is the spec's confirmation error. */
  async confirm(token: string): Promise<NewsletterSubscription> {
    return this.em.transactional(async (em) => {
      const found = await this.tokens
        .consume(['newsletter_confirmation'], token, em)
        .catch((error: unknown) => {
          if (error instanceof DomainError)
            throw new DomainError('TOKEN_INVALID', NEWSLETTER_CONFIRMATION_ERROR);
          throw error;
        });
      const subscription = await em.findOne(NewsletterSubscription, { id: found.subjectId });
      if (!subscription) throw new DomainError('TOKEN_INVALID', NEWSLETTER_CONFIRMATION_ERROR);
      subscription.status = 'confirmed';
      subscription.confirmedAt = new Date();
      await em.flush();
      return subscription;
    });
  }
}
