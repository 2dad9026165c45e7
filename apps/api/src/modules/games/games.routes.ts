import {
  answerCatchMeBody,
  answerCatchMeResponse,
  answerCrosswordBody,
  answerCrosswordResponse,
  answerHangmanBody,
  answerHangmanResponse,
  answerVisualDecoderBody,
  answerVisualDecoderResponse,
  buyQuotaHangmanBody,
  buyQuotaHangmanResponse,
  gameHubResponse,
  gamePaths,
  hangmanQuotaResponse,
  playCatchMeResponse,
  playCrosswordBody,
  playCrosswordResponse,
  playHangmanResponse,
  playVisualDecoderBody,
  playVisualDecoderResponse,
  resultVisualDecoderQuery,
  resultVisualDecoderResponse,
  skipVisualDecoderBody,
} from '@klass/contract/games'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberOf, requireMember } from '../../plugins/authentication'
import { createGamesService } from './games.service'

const tags = ['games']
const security = [{ bearer: [] }]

/** SPEC 7 Games: all thirteen calls need a token; every play is a server-issued, single-use session. */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const games = createGamesService(app.ctx)
  app.addHook('onRequest', requireMember)

  app.get(
    gamePaths.hub,
    {
      schema: {
        tags,
        security,
        summary: 'เกมทั้งหมด พร้อมจำนวนครั้งที่เล่นวันนี้ สิทธิ์ที่เหลือ คะแนนสูงสุด และ koin ที่ได้วันนี้',
        response: { 200: gameHubResponse },
      },
    },
    async (request) => ({ data: { games: await games.hub(memberOf(request).id) } }),
  )

  app.post(
    gamePaths.playCatchMe,
    {
      schema: {
        tags,
        security,
        summary: 'เริ่มเล่น Catch me if you can: ออกรอบแรก (คำถามและฟองคำตอบ)',
        response: { 200: playCatchMeResponse },
      },
    },
    async (request) => ({ data: await games.playCatchMe(memberOf(request).id) }),
  )

  app.post(
    gamePaths.answerCatchMe,
    {
      schema: {
        tags,
        security,
        summary: 'ตอบรอบปัจจุบันของ Catch me if you can (choice เป็น null เมื่อหมดเวลา)',
        body: answerCatchMeBody,
        response: { 200: answerCatchMeResponse },
      },
    },
    async (request) => ({ data: await games.answerCatchMe(memberOf(request).id, request.body) }),
  )

  app.get(
    gamePaths.getQuotaHangman,
    {
      schema: {
        tags,
        security,
        summary: 'สิทธิ์เล่น Hangman วันนี้: ฟรี ซื้อเพิ่ม ใช้ไป และที่เหลือ',
        response: { 200: hangmanQuotaResponse },
      },
    },
    async (request) => ({ data: await games.getQuotaHangman(memberOf(request).id) }),
  )

  app.post(
    gamePaths.buyQuotaHangman,
    {
      schema: {
        tags,
        security,
        summary: 'ซื้อสิทธิ์เล่น Hangman เพิ่มวันนี้ด้วย koin',
        body: buyQuotaHangmanBody.optional(),
        response: { 200: buyQuotaHangmanResponse },
      },
    },
    async (request) => ({
      data: await games.buyQuotaHangman(memberOf(request).id, request.body?.plays ?? 1),
    }),
  )

  app.post(
    gamePaths.playHangman,
    {
      schema: {
        tags,
        security,
        summary: 'เริ่มเล่น Hangman: ใช้สิทธิ์หนึ่งครั้ง ได้คำใบ้และความยาวของคำ',
        response: { 200: playHangmanResponse },
      },
    },
    async (request) => ({ data: await games.playHangman(memberOf(request).id) }),
  )

  app.post(
    gamePaths.answerHangman,
    {
      schema: {
        tags,
        security,
        summary: 'ทายตัวอักษรหนึ่งตัวใน Hangman; เฉลยคำเมื่อเกมจบเท่านั้น',
        body: answerHangmanBody,
        response: { 200: answerHangmanResponse },
      },
    },
    async (request) => ({ data: await games.answerHangman(memberOf(request).id, request.body) }),
  )

  app.post(
    gamePaths.playVisualDecoder,
    {
      schema: {
        tags,
        security,
        summary: 'เริ่มเล่น Visual Decoder: ชุดที่เลือกหรือชุดที่ยังเล่นน้อยที่สุด ได้ภาพแรก',
        body: playVisualDecoderBody.optional(),
        response: { 200: playVisualDecoderResponse },
      },
    },
    async (request) => ({
      data: await games.playVisualDecoder(memberOf(request).id, request.body?.setId),
    }),
  )

  app.post(
    gamePaths.answerVisualDecoder,
    {
      schema: {
        tags,
        security,
        summary: 'ตอบภาพปัจจุบันของ Visual Decoder',
        body: answerVisualDecoderBody,
        response: { 200: answerVisualDecoderResponse },
      },
    },
    async (request) => ({ data: await games.answerVisualDecoder(memberOf(request).id, request.body) }),
  )

  app.post(
    gamePaths.skipVisualDecoder,
    {
      schema: {
        tags,
        security,
        summary: 'ข้ามภาพปัจจุบันของ Visual Decoder',
        body: skipVisualDecoderBody,
        response: { 200: answerVisualDecoderResponse },
      },
    },
    async (request) => ({ data: await games.skipVisualDecoder(memberOf(request).id, request.body) }),
  )

  app.get(
    gamePaths.resultVisualDecoder,
    {
      schema: {
        tags,
        security,
        summary: 'ผลการเล่น Visual Decoder ครั้งล่าสุดของชุด',
        querystring: resultVisualDecoderQuery,
        response: { 200: resultVisualDecoderResponse },
      },
    },
    async (request) => ({
      data: await games.resultVisualDecoder(memberOf(request).id, request.query.setId),
    }),
  )

  app.post(
    gamePaths.playCrossword,
    {
      schema: {
        tags,
        security,
        summary: 'เริ่มเล่น Crossword: ตารางและคำใบ้ (ไม่มีคำตอบ)',
        body: playCrosswordBody.optional(),
        response: { 200: playCrosswordResponse },
      },
    },
    async (request) => ({
      data: await games.playCrossword(memberOf(request).id, request.body?.crosswordId),
    }),
  )

  app.post(
    gamePaths.answerCrossword,
    {
      schema: {
        tags,
        security,
        summary: 'ตรวจตารางที่เติมแล้ว: บอกคำที่ถูก เฉลยทุกคำ และจบรอบ',
        body: answerCrosswordBody,
        response: { 200: answerCrosswordResponse },
      },
    },
    async (request) => ({ data: await games.answerCrossword(memberOf(request).id, request.body) }),
  )
}
