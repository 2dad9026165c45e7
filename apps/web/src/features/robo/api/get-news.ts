import { roboCalls } from '@klass/contract/routes/robo'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { callQuery } from '../../../lib/call'

export const NEWS_PAGE_SIZE = 5

/** Investing know-how for new robo users, newest first, a page at a time. */
export const roboNewsQuery = (page = 1) =>
  callQuery(roboCalls.news, { query: { page, limit: NEWS_PAGE_SIZE } })

export function useRoboNews(page = 1) {
  return useQuery({ ...roboNewsQuery(page), placeholderData: keepPreviousData })
}
