import type { AppRoute } from '../router'

/** Articles, clubs, super heroes and videos (SPEC 2 Home, Posts, Clubs, Super hero, Video). */
export const contentRoutes: readonly AppRoute[] = [
  {
    path: '/club/:type?',
    name: 'club-type',
    layout: 'default',
    access: 'public',
    module: () => import('../../features/posts/routes/club'),
  },
  {
    path: '/post/detail/:id?/:slug?',
    name: 'post-detail-id-slug',
    layout: 'default',
    access: 'public',
    module: () => import('../../features/posts/routes/post-detail'),
  },
  {
    path: '/post/create',
    name: 'post-create',
    layout: 'default',
    access: 'member',
    module: () => import('../../features/posts/routes/post-editor'),
  },
  {
    path: '/post/edit/:id?',
    name: 'post-edit-id',
    layout: 'default',
    access: 'member',
    module: () => import('../../features/posts/routes/post-editor'),
  },
  {
    path: '/super-hero',
    name: 'super-hero',
    layout: 'default',
    access: 'public',
    module: () => import('../../features/superhero/routes/superhero-home'),
  },
  {
    path: '/super-hero/detail',
    name: 'super-hero-detail',
    layout: 'default',
    access: 'public',
    module: () => import('../../features/superhero/routes/superhero-detail'),
  },
  {
    path: '/super-hero/listPosts',
    name: 'super-hero-listPosts',
    layout: 'default',
    access: 'public',
    module: () => import('../../features/superhero/routes/superhero-talks'),
  },
  {
    path: '/super-hero/listSuperHero',
    name: 'super-hero-listSuperHero',
    layout: 'default',
    access: 'public',
    module: () => import('../../features/superhero/routes/superhero-years'),
  },
  {
    path: '/video-page',
    name: 'video-page',
    layout: 'default',
    access: 'public',
    module: () => import('../../features/video/routes/video-list'),
  },
  {
    path: '/video-page/detail/:id/:slug?',
    name: 'video-page-detail-id-slug',
    layout: 'default',
    access: 'public',
    module: () => import('../../features/video/routes/video-detail'),
  },
]
