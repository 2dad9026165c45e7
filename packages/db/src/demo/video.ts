import type { Motif } from './covers'

/**
 * The demo videos: Khan Academy's Financial Literacy and Finance lessons on YouTube (English, free to watch;
 * YouTube offers Thai subtitles by machine translation). Titles and descriptions are ours, in Thai, and say
 * what each lesson teaches. Durations are approximate, rounded to the minute; the player shows the real one.
 */
export type DemoVideo = {
  key: string
  title: string
  description: string
  youtubeId: string
  durationSeconds: number
  tags: string[]
  daysAgo: number
  views: number
  motif: Motif
}

export const demoVideos: DemoVideo[] = [
  {
    key: 'budgeting-50-30-20',
    title: 'งบประมาณและกฎ 50:30:20 (Khan Academy ภาษาอังกฤษ)',
    description:
      'Sal Khan อธิบายว่างบประมาณคืออะไร ทำไมต้องคิดจากรายได้หลังหักภาษี และแบ่งเงินเป็นสิ่งจำเป็น 50% สิ่งที่อยากได้ 30% และเงินออม 20% อย่างไร',
    youtubeId: 'LKxOamnP8J4',
    durationSeconds: 300,
    tags: ['งบประมาณ', '50/30/20'],
    daysAgo: 3,
    views: 1320,
    motif: 'calendar',
  },
  {
    key: 'why-and-how-to-save',
    title: 'ทำไมต้องออม และออมอย่างไร (Khan Academy ภาษาอังกฤษ)',
    description:
      'เหตุผลของการออม ตั้งแต่เงินสำรองฉุกเฉินจนถึงเป้าหมายใหญ่ พร้อมวิธีทำให้การออมเป็นอัตโนมัติ เช่น โอนเข้าบัญชีออมทุกครั้งที่ได้เงิน',
    youtubeId: 'cnW_HDIBmz4',
    durationSeconds: 240,
    tags: ['ออมเงิน'],
    daysAgo: 8,
    views: 980,
    motif: 'piggy',
  },
  {
    key: 'emergency-funds',
    title: 'เงินสำรองฉุกเฉินควรมีเท่าไร (Khan Academy ภาษาอังกฤษ)',
    description:
      'ค่าใช้จ่ายที่ไม่คาดฝันเกิดขึ้นได้เสมอ บทเรียนนี้อธิบายว่าทำไมควรมีเงินสำรอง 3–6 เท่าของค่าใช้จ่ายจำเป็นต่อเดือน และควรเก็บก่อนเป้าหมายอื่น',
    youtubeId: 'n4YoZDQs6VA',
    durationSeconds: 240,
    tags: ['เงินสำรองฉุกเฉิน'],
    daysAgo: 14,
    views: 760,
    motif: 'shield',
  },
  {
    key: 'make-your-money-grow',
    title: 'ทำให้เงินงอกเงย: ดอกเบี้ยเชิงเดียวกับทบต้น (Khan Academy ภาษาอังกฤษ)',
    description:
      'เปรียบเทียบดอกเบี้ยเชิงเดียวกับดอกเบี้ยทบต้นด้วยตัวอย่างเงิน 1,000 ดอลลาร์ ให้เห็นว่าดอกเบี้ยที่ได้ดอกเบี้ยต่อทำให้เงินโตต่างกันมากแค่ไหนเมื่อเวลาผ่านไป',
    youtubeId: 'qX5eHj0VQII',
    durationSeconds: 360,
    tags: ['ดอกเบี้ยทบต้น', 'ธนาคาร'],
    daysAgo: 20,
    views: 1110,
    motif: 'chart',
  },
  {
    key: 'compound-interest-intro',
    title: 'รู้จักดอกเบี้ยทบต้นและกฎ 72 (Khan Academy ภาษาอังกฤษ)',
    description:
      'ทบทวนดอกเบี้ยทบต้นแบบปีต่อปี แล้วพาไปรู้จักวิธีประมาณแบบเร็วว่าเงินจะเพิ่มเป็นสองเท่าในกี่ปี และลองดูว่าค่าประมาณนั้นแม่นแค่ไหน',
    youtubeId: 'Rm6UdfRs3gw',
    durationSeconds: 600,
    tags: ['ดอกเบี้ยทบต้น', 'กฎ 72'],
    daysAgo: 27,
    views: 640,
    motif: 'coins',
  },
  {
    key: 'avoid-phishing',
    title: 'รู้ทันฟิชชิง: อีเมลและข้อความหลอกขอข้อมูล (Khan Academy ภาษาอังกฤษ)',
    description:
      'Sal Khan คุยกับผู้เชี่ยวชาญด้านความปลอดภัยบัญชีของ Google ว่าฟิชชิงคืออะไร มาในรูปแบบใดบ้าง และทำไมต้องตรวจสอบแหล่งที่มาก่อนกดลิงก์ทุกครั้ง',
    youtubeId: 'tOJe9WShImU',
    durationSeconds: 420,
    tags: ['ฟิชชิง', 'มิจฉาชีพ'],
    daysAgo: 34,
    views: 1490,
    motif: 'phone',
  },
  {
    key: 'what-is-inflation',
    title: 'เงินเฟ้อคืออะไร วัดอย่างไร (Khan Academy ภาษาอังกฤษ)',
    description: 'ทำไมเงินหนึ่งดอลลาร์เมื่อร้อยปีก่อนซื้อของได้มากกว่าวันนี้ บทเรียนพื้นฐานเรื่องเงินเฟ้อและดัชนีราคาผู้บริโภค (CPI)',
    youtubeId: 'zlgZU620480',
    durationSeconds: 600,
    tags: ['เงินเฟ้อ', 'เศรษฐกิจ'],
    daysAgo: 41,
    views: 530,
    motif: 'coins',
  },
  {
    key: 'inflation-overview',
    title: 'ภาพรวมเงินเฟ้อและอำนาจซื้อ (Khan Academy ภาษาอังกฤษ)',
    description:
      'นักเศรษฐศาสตร์คำนวณเงินเฟ้อจากตะกร้าสินค้าและบริการอย่างไร ต่างจากการเพิ่มปริมาณเงินอย่างไร และเงินเฟ้อกระทบคนที่รายได้ไม่เพิ่มตามอย่างไร',
    youtubeId: '-Z5kkfrEc8I',
    durationSeconds: 720,
    tags: ['เงินเฟ้อ', 'อำนาจซื้อ'],
    daysAgo: 48,
    views: 470,
    motif: 'chart',
  },
]

/** The home page's banners, in order. */
export const demoBanners = [
  {
    key: 'answer-and-earn',
    title: 'อ่านจบ ตอบถูก รับ koin',
    subtitle: 'ทุกบทความของทีมงานมีคำถามท้ายบท ตอบถูกรับ koin ทันที',
    link: '/club/hit',
    motifs: ['book', 'coins'] as Motif[],
    palette: 'hit' as const,
  },
  {
    key: 'superhero-2026',
    title: 'Super Hero ปี 2569',
    subtitle: 'เรื่องจริงจากคนรุ่นใหม่ที่จัดการเงินเก่ง',
    link: '/super-hero',
    motifs: ['star', 'shield'] as Motif[],
    palette: 'superhero-talk' as const,
  },
  {
    key: 'superquest',
    title: 'SUPERQUEST',
    subtitle: 'ทำภารกิจการเงินสนุก ๆ สะสมแต้ม ลุ้นของรางวัล',
    link: '/superquest/about',
    motifs: ['ticket', 'gamepad'] as Motif[],
    palette: 'play-yard' as const,
  },
]
