import type {
  DepositResponse,
  PlayerDocument,
  PlayerDocumentsResponse,
  PlayerMainData,
  Profile,
  PushMessageOf,
} from '@casino/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { PLAYER_DOCUMENTS_KEY, PLAYER_PROFILE_KEY } from '../../../lib/player-query-keys';
import { paymentStatusKey } from '../../../lib/wallet-query-keys';
import {
  applyDocument,
  applyPaymentStatus,
  applyProfile,
  applyVerificationStatus,
  playerWithProfile,
  withPaymentStatus,
} from './account-cache';

const PAYMENT_ID = '6f1c2a57-9f0e-4a8c-b3d2-6a1e5c9d7b10';

function profile(main: Partial<Profile['main']> = {}): Profile {
  return {
    main: {
      login: 'player000000007',
      email: 'olena@example.com',
      phone: '+380501234567',
      nickname: null,
      firstName: null,
      lastName: null,
      birthDate: null,
      currency: 'UAH',
      countryId: 1,
      language: 'uk',
      emailConfirmed: false,
      phoneConfirmed: false,
      registrationComplete: false,
      verificationStatus: 'none',
      status: null,
      statusConfirmed: false,
      createdAt: '2026-03-01T12:00:00.000Z',
      ...main,
    },
    activeSocialAccounts: [],
    phone: { number: '+380501234567', confirmed: false },
    currency: 'UAH',
    vipProgram: null,
    settings: { publicProfile: true },
    playerStatus: null,
    cashback: null,
  };
}

function document(id: string, overrides: Partial<PlayerDocument> = {}): PlayerDocument {
  return {
    id,
    kind: 'passport',
    fileName: 'passport.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 12,
    status: 'pending',
    rejectionReason: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

const FIRST = '0b7f4a8e-6a3c-4f51-9d0e-2c8b1a7e5f30';
const SECOND = '9a2e6d41-3b5c-4e7f-8a1d-0c6b2f9e4d73';

function documentsCache(queryClient: QueryClient) {
  return queryClient.getQueryData<PlayerDocumentsResponse>(PLAYER_DOCUMENTS_KEY);
}

function withDocuments(...documents: PlayerDocument[]): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData<PlayerDocumentsResponse>(PLAYER_DOCUMENTS_KEY, {
    success: true,
    documents,
    verificationStatus: 'pending',
  });
  return queryClient;
}

describe('the account in the query cache, as push tells of it', () => {
  it('replaces the profile with the one a player message carries, and the documents status follows', () => {
    const queryClient = withDocuments(document(FIRST));
    queryClient.setQueryData(PLAYER_PROFILE_KEY, profile());
    const approved = profile({ nickname: 'Olena', verificationStatus: 'approved' });
    applyProfile(queryClient, approved);
    expect(queryClient.getQueryData(PLAYER_PROFILE_KEY)).toEqual(approved);
    expect(documentsCache(queryClient)?.verificationStatus).toBe('approved');
  });

  it('writes a new verification status into the cached profile and documents, and reads nothing new', () => {
    const queryClient = withDocuments(document(FIRST));
    queryClient.setQueryData(PLAYER_PROFILE_KEY, profile({ verificationStatus: 'pending' }));
    applyVerificationStatus(queryClient, 'rejected');
    expect(queryClient.getQueryData<Profile>(PLAYER_PROFILE_KEY)?.main.verificationStatus).toBe('rejected');
    expect(documentsCache(queryClient)?.verificationStatus).toBe('rejected');

    const empty = new QueryClient();
    applyVerificationStatus(empty, 'approved');
    expect(empty.getQueryData(PLAYER_PROFILE_KEY)).toBeUndefined();
    expect(empty.getQueryData(PLAYER_DOCUMENTS_KEY)).toBeUndefined();
  });

  it('replaces a decided document in place and puts one uploaded elsewhere first, once', () => {
    const queryClient = withDocuments(document(FIRST));
    const rejected = document(FIRST, { status: 'rejected', rejectionReason: 'The photo is blurred' });
    applyDocument(queryClient, rejected);
    expect(documentsCache(queryClient)?.documents).toEqual([rejected]);

    const uploaded = document(SECOND);
    applyDocument(queryClient, uploaded);
    applyDocument(queryClient, uploaded);
    expect(documentsCache(queryClient)?.documents).toEqual([uploaded, rejected]);
  });

  it('leaves documents nobody has read yet for the page that shows them', () => {
    const queryClient = new QueryClient();
    applyDocument(queryClient, document(FIRST));
    expect(documentsCache(queryClient)).toBeUndefined();
  });
});

describe('a payment the cash desk follows', () => {
  const open: DepositResponse = {
    success: true,
    action: null,
    data: {
      payment: {
        id: PAYMENT_ID,
        status: 'pending',
        methodId: 1,
        methodSlug: 'card',
        amount: 50_000,
        currency: 'UAH',
        failureReason: null,
        createdAt: '2026-03-01T12:00:00.000Z',
        completedAt: null,
      },
    },
  };
  const message = (
    action: PushMessageOf<'payment'>['action'],
    failureReason: PushMessageOf<'payment'>['data']['failureReason'] = null,
  ): PushMessageOf<'payment'> => ({
    id: `evt-1-payment-${action}`,
    type: 'payment',
    action,
    data: { paymentId: PAYMENT_ID, amount: 50_000, currency: 'UAH', failureReason },
  });

  it('reads as complete once succeeded, and as failed-complete with the reason once failed', () => {
    expect(withPaymentStatus(open, message('succeeded'))).toMatchObject({
      action: 'complete',
      data: { payment: { status: 'succeeded', failureReason: null } },
    });
    expect(withPaymentStatus(open, message('failed', 'declined'))).toMatchObject({
      action: 'failed-complete',
      data: { payment: { status: 'failed', failureReason: 'declined' } },
    });
  });

  it('never changes once finished, whatever arrives late', () => {
    const done = withPaymentStatus(open, message('succeeded'));
    expect(withPaymentStatus(done, message('pending'))).toBe(done);
    expect(withPaymentStatus(done, message('failed', 'expired'))).toBe(done);
  });

  it('is updated in the cache only while the cash desk follows it', () => {
    const queryClient = new QueryClient();
    applyPaymentStatus(queryClient, message('succeeded'));
    expect(queryClient.getQueryData(paymentStatusKey(PAYMENT_ID))).toBeUndefined();

    queryClient.setQueryData(paymentStatusKey(PAYMENT_ID), open);
    applyPaymentStatus(queryClient, message('succeeded'));
    expect(queryClient.getQueryData<DepositResponse>(paymentStatusKey(PAYMENT_ID))?.action).toBe('complete');
  });
});

describe("the header's player main data after a profile change", () => {
  const player: PlayerMainData = {
    isGuest: false,
    isMobile: false,
    login: 'player000000007',
    email: 'olena@example.com',
    phone: '+380501234567',
    primaryContact: 'email',
    nickname: null,
    confirmed: false,
    emailConfirmed: false,
    favoriteGames: [],
    currency: 'UAH',
    depositsCount: 0,
    isTokenizeCash: false,
    welcomePackage: null,
    hasAutoPassword: false,
    complete: false,
    registrationFunnel: {
      funnelType: 'closed_funnel',
      flow: 'oneContactConfirm',
      isShowConfirmPopup: true,
      isNeedConfirmAllContacts: false,
    },
    status: null,
    statusConfirmed: false,
  };

  it('takes contacts, nickname, confirmations and the review status from the profile, and ends the confirm prompt', () => {
    const next = playerWithProfile(
      player,
      profile({
        nickname: 'Olena',
        emailConfirmed: true,
        phoneConfirmed: true,
        registrationComplete: true,
        status: 'unconfirmed',
        statusConfirmed: true,
      }),
    );
    expect(next).toMatchObject({
      nickname: 'Olena',
      emailConfirmed: true,
      confirmed: true,
      complete: true,
      status: 'unconfirmed',
      statusConfirmed: true,
      registrationFunnel: { isShowConfirmPopup: false },
    });
    expect(next?.depositsCount).toBe(0);
  });

  it('asks for the main data again when the currency changed (the welcome package is priced in it)', () => {
    expect(playerWithProfile(player, profile({ currency: 'USD' }))).toBeNull();
  });
});
