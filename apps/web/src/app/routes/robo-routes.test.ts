import { describe, expect, it } from 'vitest'
import { roboRoutes } from './robo-routes'

describe('the robo routes', () => {
  it('has the thirteen robo pages of SPEC 2, each in the robo layout (header only) and for members', () => {
    expect(Object.fromEntries(roboRoutes.map((r) => [r.path, `${r.layout}/${r.access}`]))).toEqual({
      '/robo': 'robo/member',
      '/robo/assessment': 'robo/member',
      '/robo/create-plan': 'robo/member',
      '/robo/create-plan/step-create': 'robo/member',
      '/robo/pre-question': 'robo/member',
      '/robo/setFormatMonthDCA': 'robo/member',
      '/robo/adjust-plan/:id?': 'robo/member',
      '/robo/buy/:id?': 'robo/member',
      '/robo/sell/:id?': 'robo/member',
      '/robo/dashboard/:id?': 'robo/member',
      '/robo/dashboard/calculate-graph': 'robo/member',
      '/robo/dca-detail/:id?': 'robo/member',
      '/robo/policy/:type?': 'robo/member',
    })
  })
})
