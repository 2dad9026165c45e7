import { describe, expect, it } from 'vitest'
import { contentRoutes } from './content-routes'

describe('the content routes', () => {
  it('has every page of articles, clubs, super heroes and videos with its layout and access', () => {
    expect(Object.fromEntries(contentRoutes.map((r) => [r.path, `${r.layout}/${r.access}`]))).toEqual({
      '/club/:type?': 'default/public',
      '/post/detail/:id?/:slug?': 'default/public',
      '/post/create': 'default/member',
      '/post/edit/:id?': 'default/member',
      '/super-hero': 'default/public',
      '/super-hero/detail': 'default/public',
      '/super-hero/listPosts': 'default/public',
      '/super-hero/listSuperHero': 'default/public',
      '/video-page': 'default/public',
      '/video-page/detail/:id/:slug?': 'default/public',
    })
  })
})
