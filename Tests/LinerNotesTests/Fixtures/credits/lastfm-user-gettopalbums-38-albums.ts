/* istanbul ignore next */
export const response = {
  topalbums: {
    album: [
      {
        artist: {
          url: "https://www.last.fm/music/%E5%AE%87%E5%A4%9A%E7%94%B0%E3%83%92%E3%82%AB%E3%83%AB",
          name: "宇多田ヒカル",
          mbid: "b539e453-c4fe-47e3-8a07-8517eac74429",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/700f3432326b3345535bc20bdc259232.jpg",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/700f3432326b3345535bc20bdc259232.jpg",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/700f3432326b3345535bc20bdc259232.jpg",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/700f3432326b3345535bc20bdc259232.jpg",
          },
        ],
        mbid: "36379a06-b646-4e83-ac12-7a9464fb20ad",
        url: "https://www.last.fm/music/%E5%AE%87%E5%A4%9A%E7%94%B0%E3%83%92%E3%82%AB%E3%83%AB/HEART+STATION",
        playcount: "3",
        "@attr": {
          rank: "1",
        },
        name: "HEART STATION",
      },
      {
        artist: {
          url: "https://www.last.fm/music/Crystal+Kay",
          name: "Crystal Kay",
          mbid: "86443348-fd26-48cf-bd13-7ea7fa27505c",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/f9180f6ba74947dfc74ff4dfed7012ed.png",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/f9180f6ba74947dfc74ff4dfed7012ed.png",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/f9180f6ba74947dfc74ff4dfed7012ed.png",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/f9180f6ba74947dfc74ff4dfed7012ed.png",
          },
        ],
        mbid: "699beec8-7fd5-4e18-af90-9dafa1d50830",
        url: "https://www.last.fm/music/Crystal+Kay/BEST+of+CRYSTAL+KAY",
        playcount: "2",
        "@attr": {
          rank: "2",
        },
        name: "BEST of CRYSTAL KAY",
      },
      {
        artist: {
          url: "https://www.last.fm/music/Jasmine",
          name: "Jasmine",
          mbid: "",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/283a264a2b1943119d72d0b1071d37f6.png",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/283a264a2b1943119d72d0b1071d37f6.png",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/283a264a2b1943119d72d0b1071d37f6.png",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/283a264a2b1943119d72d0b1071d37f6.png",
          },
        ],
        mbid: "a1f038aa-5742-464e-bb49-66998bda9167",
        url: "https://www.last.fm/music/Jasmine/ONE",
        playcount: "2",
        "@attr": {
          rank: "3",
        },
        name: "ONE",
      },
      {
        artist: {
          url: "https://www.last.fm/music/Muse",
          name: "Muse",
          mbid: "9c9f1380-2516-4fc9-a3e6-f9f61941d090",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/e6d4821f6a554c7bc882a9fa75070dfe.jpg",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/e6d4821f6a554c7bc882a9fa75070dfe.jpg",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/e6d4821f6a554c7bc882a9fa75070dfe.jpg",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/e6d4821f6a554c7bc882a9fa75070dfe.jpg",
          },
        ],
        mbid: "2b91931d-477d-31c7-8938-b965e97a0d88",
        url: "https://www.last.fm/music/Muse/Black+Holes+and+Revelations",
        playcount: "2",
        "@attr": {
          rank: "4",
        },
        name: "Black Holes and Revelations",
      },
      {
        artist: {
          url: "https://www.last.fm/music/Radiohead",
          name: "Radiohead",
          mbid: "a74b1b7f-71a5-4011-9441-d0b5e4122711",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/f47f0408a925403cbea2564add58000f.png",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/f47f0408a925403cbea2564add58000f.png",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/f47f0408a925403cbea2564add58000f.png",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/f47f0408a925403cbea2564add58000f.png",
          },
        ],
        mbid: "0ec67913-5de5-4ca5-a354-59f34af17c77",
        url: "https://www.last.fm/music/Radiohead/The+King+of+Limbs",
        playcount: "2",
        "@attr": {
          rank: "5",
        },
        name: "The King of Limbs",
      },
      {
        artist: {
          url: "https://www.last.fm/music/Susan+Wong",
          name: "Susan Wong",
          mbid: "4b29ab6b-3af4-4a55-9838-83b0ecd1ebf4",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/fba6a9a135084af78e0cb2f7e9fa9060.jpg",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/fba6a9a135084af78e0cb2f7e9fa9060.jpg",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/fba6a9a135084af78e0cb2f7e9fa9060.jpg",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/fba6a9a135084af78e0cb2f7e9fa9060.jpg",
          },
        ],
        mbid: "2d2b593a-27ff-4550-8fdc-6259fe60f501",
        url: "https://www.last.fm/music/Susan+Wong/Step+Into+My+Dreams",
        playcount: "2",
        "@attr": {
          rank: "6",
        },
        name: "Step Into My Dreams",
      },
      {
        artist: {
          url: "https://www.last.fm/music/%E4%BC%8A%E8%97%A4%E7%94%B1%E5%A5%88",
          name: "伊藤由奈",
          mbid: "4dbe211d-c208-41e3-9810-ab17149412e0",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/4a469d29449e4cafcca14fddde374e0a.png",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/4a469d29449e4cafcca14fddde374e0a.png",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/4a469d29449e4cafcca14fddde374e0a.png",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/4a469d29449e4cafcca14fddde374e0a.png",
          },
        ],
        mbid: "64b14734-0f6d-4995-8a44-de410afe583f",
        url: "https://www.last.fm/music/%E4%BC%8A%E8%97%A4%E7%94%B1%E5%A5%88/HEART",
        playcount: "2",
        "@attr": {
          rank: "7",
        },
        name: "HEART",
      },
      {
        artist: {
          url: "https://www.last.fm/music/%E5%BC%A0%E9%9C%87%E5%B2%B3",
          name: "张震岳",
          mbid: "",
        },
        image: [
          {
            size: "small",
            "#text": "",
          },
          {
            size: "medium",
            "#text": "",
          },
          {
            size: "large",
            "#text": "",
          },
          {
            size: "extralarge",
            "#text": "",
          },
        ],
        mbid: "",
        url: "https://www.last.fm/music/%E5%BC%A0%E9%9C%87%E5%B2%B3/%E5%BC%A0%E9%9C%87%E5%B2%B3",
        playcount: "2",
        "@attr": {
          rank: "8",
        },
        name: "张震岳",
      },
      {
        artist: {
          url: "https://www.last.fm/music/%E7%8E%8B%E8%8B%A5%E7%90%B3",
          name: "王若琳",
          mbid: "7f381e24-31b2-4321-a82f-012245a2c620",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/947a95e7321b4d7f86580726efa1911b.jpg",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/947a95e7321b4d7f86580726efa1911b.jpg",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/947a95e7321b4d7f86580726efa1911b.jpg",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/947a95e7321b4d7f86580726efa1911b.jpg",
          },
        ],
        mbid: "169ad0eb-5875-4067-88c8-e662ca96645f",
        url: "https://www.last.fm/music/%E7%8E%8B%E8%8B%A5%E7%90%B3/The+Things+We+Do+for+Love",
        playcount: "2",
        "@attr": {
          rank: "9",
        },
        name: "The Things We Do for Love",
      },
      {
        artist: {
          url: "https://www.last.fm/music/%E7%94%B0%E9%A6%A5%E7%94%84",
          name: "田馥甄",
          mbid: "0827063c-b93d-48bd-abc4-04ce2fbc45d7",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/fde56f24a48543d0a9bdb7e38cfedecf.png",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/fde56f24a48543d0a9bdb7e38cfedecf.png",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/fde56f24a48543d0a9bdb7e38cfedecf.png",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/fde56f24a48543d0a9bdb7e38cfedecf.png",
          },
        ],
        mbid: "36222ec7-b649-45e5-8cbd-579a1596c1d8",
        url: "https://www.last.fm/music/%E7%94%B0%E9%A6%A5%E7%94%84/To+Hebe",
        playcount: "2",
        "@attr": {
          rank: "10",
        },
        name: "To Hebe",
      },
      {
        artist: {
          url: "https://www.last.fm/music/%E9%99%B6%E5%96%86",
          name: "陶喆",
          mbid: "",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/2a5b0c523a5c4bcb9faf1f9bbc8be1e0.jpg",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/2a5b0c523a5c4bcb9faf1f9bbc8be1e0.jpg",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/2a5b0c523a5c4bcb9faf1f9bbc8be1e0.jpg",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/2a5b0c523a5c4bcb9faf1f9bbc8be1e0.jpg",
          },
        ],
        mbid: "",
        url: "https://www.last.fm/music/%E9%99%B6%E5%96%86/%E6%A8%82%E4%B9%8B%E8%B7%AF(%E6%96%B0%E6%9B%B2%E5%8A%A0%E7%B2%BE%E9%81%B8)",
        playcount: "2",
        "@attr": {
          rank: "11",
        },
        name: "樂之路(新曲加精選)",
      },
      {
        artist: {
          url: "https://www.last.fm/music/BONNIE+PINK",
          name: "BONNIE PINK",
          mbid: "ffa25bb8-a082-4b47-aa4c-9ef48df98dc6",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/7d42b69bbc51b649de964c6ceaf91f72.jpg",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/7d42b69bbc51b649de964c6ceaf91f72.jpg",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/7d42b69bbc51b649de964c6ceaf91f72.jpg",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/7d42b69bbc51b649de964c6ceaf91f72.jpg",
          },
        ],
        mbid: "5f05c499-31d3-4e81-a761-de425f427f9d",
        url: "https://www.last.fm/music/BONNIE+PINK/A+Perfect+Sky",
        playcount: "1",
        "@attr": {
          rank: "12",
        },
        name: "A Perfect Sky",
      },
      {
        artist: {
          url: "https://www.last.fm/music/Corrinne+May",
          name: "Corrinne May",
          mbid: "0072a106-7710-41b0-b948-e9ea97601b44",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/a11b52c0751f95f9b385fac0a2ed833a.jpg",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/a11b52c0751f95f9b385fac0a2ed833a.jpg",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/a11b52c0751f95f9b385fac0a2ed833a.jpg",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/a11b52c0751f95f9b385fac0a2ed833a.jpg",
          },
        ],
        mbid: "4cefbd1a-cf2d-3a90-a8a7-0a594b54e673",
        url: "https://www.last.fm/music/Corrinne+May/Fly+Away",
        playcount: "1",
        "@attr": {
          rank: "13",
        },
        name: "Fly Away",
      },
      {
        artist: {
          url: "https://www.last.fm/music/Cubic+U",
          name: "Cubic U",
          mbid: "b539e453-c4fe-47e3-8a07-8517eac74429",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/17d7407f0e7b1de1145216f0def27fb1.png",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/17d7407f0e7b1de1145216f0def27fb1.png",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/17d7407f0e7b1de1145216f0def27fb1.png",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/17d7407f0e7b1de1145216f0def27fb1.png",
          },
        ],
        mbid: "8ac83438-a943-4f95-885a-b9148a5e0349",
        url: "https://www.last.fm/music/Cubic+U/Precious",
        playcount: "1",
        "@attr": {
          rank: "14",
        },
        name: "Precious",
      },
      {
        artist: {
          url: "https://www.last.fm/music/Grizzly+Bear",
          name: "Grizzly Bear",
          mbid: "59a7fbcb-ff74-494d-abd0-9c82359040c9",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/26add14151894ed2bd57ffca732f5eeb.png",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/26add14151894ed2bd57ffca732f5eeb.png",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/26add14151894ed2bd57ffca732f5eeb.png",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/26add14151894ed2bd57ffca732f5eeb.png",
          },
        ],
        mbid: "3c2db5b4-6750-4f1b-b1ad-c6535a4f6e8c",
        url: "https://www.last.fm/music/Grizzly+Bear/Veckatimest",
        playcount: "1",
        "@attr": {
          rank: "15",
        },
        name: "Veckatimest",
      },
      {
        artist: {
          url: "https://www.last.fm/music/Jonny+Greenwood",
          name: "Jonny Greenwood",
          mbid: "e9fcfbbf-1743-4f73-8744-ada8da7394ea",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/2e6c3375498b46f78e72f3b9aa9009fc.png",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/2e6c3375498b46f78e72f3b9aa9009fc.png",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/2e6c3375498b46f78e72f3b9aa9009fc.png",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/2e6c3375498b46f78e72f3b9aa9009fc.png",
          },
        ],
        mbid: "6e1ea4ed-6df3-3a4a-96a9-734f0a6b47e3",
        url: "https://www.last.fm/music/Jonny+Greenwood/Bodysong",
        playcount: "1",
        "@attr": {
          rank: "16",
        },
        name: "Bodysong",
      },
      {
        artist: {
          url: "https://www.last.fm/music/m-flo",
          name: "m-flo",
          mbid: "22dd2db3-88ea-4428-a7a8-5cd3acf23175",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/a95cd321ee4a4c3f82fd14e3f093d058.png",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/a95cd321ee4a4c3f82fd14e3f093d058.png",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/a95cd321ee4a4c3f82fd14e3f093d058.png",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/a95cd321ee4a4c3f82fd14e3f093d058.png",
          },
        ],
        mbid: "",
        url: "https://www.last.fm/music/m-flo/COSMICOLOR",
        playcount: "1",
        "@attr": {
          rank: "17",
        },
        name: "COSMICOLOR",
      },
      {
        artist: {
          url: "https://www.last.fm/music/MYMP",
          name: "MYMP",
          mbid: "",
        },
        image: [
          {
            size: "small",
            "#text": "",
          },
          {
            size: "medium",
            "#text": "",
          },
          {
            size: "large",
            "#text": "",
          },
          {
            size: "extralarge",
            "#text": "",
          },
        ],
        mbid: "",
        url: "https://www.last.fm/music/MYMP/UltraElectroMagnetic+Jam",
        playcount: "1",
        "@attr": {
          rank: "18",
        },
        name: "UltraElectroMagnetic Jam",
      },
      {
        artist: {
          url: "https://www.last.fm/music/Olivia",
          name: "Olivia",
          mbid: "",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/970547ad52cd4d0790c4baabfbdcd645.png",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/970547ad52cd4d0790c4baabfbdcd645.png",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/970547ad52cd4d0790c4baabfbdcd645.png",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/970547ad52cd4d0790c4baabfbdcd645.png",
          },
        ],
        mbid: "4ea311e6-6d77-4f6d-a916-5f10f72025db",
        url: "https://www.last.fm/music/Olivia/synchronicity",
        playcount: "1",
        "@attr": {
          rank: "19",
        },
        name: "synchronicity",
      },
      {
        artist: {
          url: "https://www.last.fm/music/Portishead",
          name: "Portishead",
          mbid: "8f6bd1e4-fbe1-4f50-aa9b-94c450ec0f11",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/29f72d0333df4193981b5ff16dd37df6.png",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/29f72d0333df4193981b5ff16dd37df6.png",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/29f72d0333df4193981b5ff16dd37df6.png",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/29f72d0333df4193981b5ff16dd37df6.png",
          },
        ],
        mbid: "00163fb1-5ab7-4fec-b0dd-a915e2722340",
        url: "https://www.last.fm/music/Portishead/Dummy",
        playcount: "1",
        "@attr": {
          rank: "20",
        },
        name: "Dummy",
      },
      {
        artist: {
          url: "https://www.last.fm/music/Thom+Yorke",
          name: "Thom Yorke",
          mbid: "8ed2e0b3-aa4c-4e13-bec3-dc7393ed4d6b",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/9f673501a07748d391fa5791e25b4504.png",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/9f673501a07748d391fa5791e25b4504.png",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/9f673501a07748d391fa5791e25b4504.png",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/9f673501a07748d391fa5791e25b4504.png",
          },
        ],
        mbid: "005f0c9a-05fe-37d6-b3f9-44440968b17f",
        url: "https://www.last.fm/music/Thom+Yorke/The+Eraser",
        playcount: "1",
        "@attr": {
          rank: "21",
        },
        name: "The Eraser",
      },
      {
        artist: {
          url: "https://www.last.fm/music/YUI",
          name: "YUI",
          mbid: "80d1d7e0-fdab-4009-8375-54bd63d74c0e",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/9467a5de77a344b5820b16f2a0ad3bda.jpg",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/9467a5de77a344b5820b16f2a0ad3bda.jpg",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/9467a5de77a344b5820b16f2a0ad3bda.jpg",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/9467a5de77a344b5820b16f2a0ad3bda.jpg",
          },
        ],
        mbid: "",
        url: "https://www.last.fm/music/YUI/Five+Loves",
        playcount: "1",
        "@attr": {
          rank: "22",
        },
        name: "Five Loves",
      },
      {
        artist: {
          url: "https://www.last.fm/music/YUI",
          name: "YUI",
          mbid: "80d1d7e0-fdab-4009-8375-54bd63d74c0e",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/f83f23245af6452faec386a93dcadc01.png",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/f83f23245af6452faec386a93dcadc01.png",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/f83f23245af6452faec386a93dcadc01.png",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/f83f23245af6452faec386a93dcadc01.png",
          },
        ],
        mbid: "49239fa8-d4cf-4870-a61a-8849557203e6",
        url: "https://www.last.fm/music/YUI/LIFE",
        playcount: "1",
        "@attr": {
          rank: "23",
        },
        name: "LIFE",
      },
      {
        artist: {
          url: "https://www.last.fm/music/%E4%B8%AD%E5%B3%B6%E7%BE%8E%E5%98%89",
          name: "中島美嘉",
          mbid: "f8d6e5df-069e-4b8d-9a13-cc7e0a558dd1",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/475010526d82c0afeeeef5c5b886daa3.jpg",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/475010526d82c0afeeeef5c5b886daa3.jpg",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/475010526d82c0afeeeef5c5b886daa3.jpg",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/475010526d82c0afeeeef5c5b886daa3.jpg",
          },
        ],
        mbid: "35f7e10f-d1ff-463a-bab0-d3f258db11c2",
        url: "https://www.last.fm/music/%E4%B8%AD%E5%B3%B6%E7%BE%8E%E5%98%89/BEST",
        playcount: "1",
        "@attr": {
          rank: "24",
        },
        name: "BEST",
      },
      {
        artist: {
          url: "https://www.last.fm/music/%E5%AD%AB%E7%87%95%E5%A7%BF",
          name: "孫燕姿",
          mbid: "ff0ecbbe-34b0-49c7-a36d-81a47700ac13",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/c7d9ab92a6a957f742f0f37425e48bdb.jpg",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/c7d9ab92a6a957f742f0f37425e48bdb.jpg",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/c7d9ab92a6a957f742f0f37425e48bdb.jpg",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/c7d9ab92a6a957f742f0f37425e48bdb.jpg",
          },
        ],
        mbid: "9ef581ee-ae63-3ddc-839a-1ebf105dadcb",
        url: "https://www.last.fm/music/%E5%AD%AB%E7%87%95%E5%A7%BF/%E9%80%86%E5%85%89",
        playcount: "1",
        "@attr": {
          rank: "25",
        },
        name: "逆光",
      },
      {
        artist: {
          url: "https://www.last.fm/music/%E5%AE%87%E5%A4%9A%E7%94%B0%E3%83%92%E3%82%AB%E3%83%AB",
          name: "宇多田ヒカル",
          mbid: "b539e453-c4fe-47e3-8a07-8517eac74429",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/f748c4ccfd7ac883875ab922b23326f3.jpg",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/f748c4ccfd7ac883875ab922b23326f3.jpg",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/f748c4ccfd7ac883875ab922b23326f3.jpg",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/f748c4ccfd7ac883875ab922b23326f3.jpg",
          },
        ],
        mbid: "",
        url: "https://www.last.fm/music/%E5%AE%87%E5%A4%9A%E7%94%B0%E3%83%92%E3%82%AB%E3%83%AB/HEART+STATION+(Mastered+by+Tom+Coyne)",
        playcount: "1",
        "@attr": {
          rank: "26",
        },
        name: "HEART STATION (Mastered by Tom Coyne)",
      },
      {
        artist: {
          url: "https://www.last.fm/music/%E5%AE%87%E5%A4%9A%E7%94%B0%E3%83%92%E3%82%AB%E3%83%AB",
          name: "宇多田ヒカル",
          mbid: "",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/2feff64908e346f684b0e0624c7f345f.jpg",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/2feff64908e346f684b0e0624c7f345f.jpg",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/2feff64908e346f684b0e0624c7f345f.jpg",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/2feff64908e346f684b0e0624c7f345f.jpg",
          },
        ],
        mbid: "",
        url: "https://www.last.fm/music/%E5%AE%87%E5%A4%9A%E7%94%B0%E3%83%92%E3%82%AB%E3%83%AB/Piano+Sings+Utada+Hikaru+Melodies",
        playcount: "1",
        "@attr": {
          rank: "27",
        },
        name: "Piano Sings Utada Hikaru Melodies",
      },
      {
        artist: {
          url: "https://www.last.fm/music/%E5%AE%87%E5%A4%9A%E7%94%B0%E3%83%92%E3%82%AB%E3%83%AB",
          name: "宇多田ヒカル",
          mbid: "b539e453-c4fe-47e3-8a07-8517eac74429",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/da445726d57f8294b297a57921aef0e2.png",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/da445726d57f8294b297a57921aef0e2.png",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/da445726d57f8294b297a57921aef0e2.png",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/da445726d57f8294b297a57921aef0e2.png",
          },
        ],
        mbid: "16b99861-9400-40a3-9907-3fd7643ced92",
        url: "https://www.last.fm/music/%E5%AE%87%E5%A4%9A%E7%94%B0%E3%83%92%E3%82%AB%E3%83%AB/ULTRA+BLUE",
        playcount: "1",
        "@attr": {
          rank: "28",
        },
        name: "ULTRA BLUE",
      },
      {
        artist: {
          url: "https://www.last.fm/music/%E5%BC%B5%E6%83%A0%E5%A6%B9",
          name: "張惠妹",
          mbid: "aeacef89-e4f3-415e-ac9b-0864f438e6a3",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/698f6f488b17543681f2384bd4ba3d59.jpg",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/698f6f488b17543681f2384bd4ba3d59.jpg",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/698f6f488b17543681f2384bd4ba3d59.jpg",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/698f6f488b17543681f2384bd4ba3d59.jpg",
          },
        ],
        mbid: "",
        url: "https://www.last.fm/music/%E5%BC%B5%E6%83%A0%E5%A6%B9/Maybe+Tomorrow",
        playcount: "1",
        "@attr": {
          rank: "29",
        },
        name: "Maybe Tomorrow",
      },
      {
        artist: {
          url: "https://www.last.fm/music/%E6%96%B9%E5%A4%A7%E5%90%8C",
          name: "方大同",
          mbid: "081f97c3-2ae9-4698-aa43-88ccb58af4d5",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/734f09014e4d479aa1d61c677351163a.png",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/734f09014e4d479aa1d61c677351163a.png",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/734f09014e4d479aa1d61c677351163a.png",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/734f09014e4d479aa1d61c677351163a.png",
          },
        ],
        mbid: "3968cacd-dd2e-4c35-8593-867585ecbc82",
        url: "https://www.last.fm/music/%E6%96%B9%E5%A4%A7%E5%90%8C/%E6%9C%AA%E4%BE%86",
        playcount: "1",
        "@attr": {
          rank: "30",
        },
        name: "未來",
      },
      {
        artist: {
          url: "https://www.last.fm/music/%E6%B5%9C%E5%B4%8E%E3%81%82%E3%82%86%E3%81%BF",
          name: "浜崎あゆみ",
          mbid: "2b615bcf-baa0-4657-b9a5-1a5f34c386c4",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/bacd4295ffa504e7d5700df4dd3639dd.png",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/bacd4295ffa504e7d5700df4dd3639dd.png",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/bacd4295ffa504e7d5700df4dd3639dd.png",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/bacd4295ffa504e7d5700df4dd3639dd.png",
          },
        ],
        mbid: "",
        url: "https://www.last.fm/music/%E6%B5%9C%E5%B4%8E%E3%81%82%E3%82%86%E3%81%BF/I+am...",
        playcount: "1",
        "@attr": {
          rank: "31",
        },
        name: "I am...",
      },
      {
        artist: {
          url: "https://www.last.fm/music/%E7%8E%8B%E8%8B%A5%E7%90%B3",
          name: "王若琳",
          mbid: "7f381e24-31b2-4321-a82f-012245a2c620",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/2fd21a69be9e7ac4039236ea3da1211a.jpg",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/2fd21a69be9e7ac4039236ea3da1211a.jpg",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/2fd21a69be9e7ac4039236ea3da1211a.jpg",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/2fd21a69be9e7ac4039236ea3da1211a.jpg",
          },
        ],
        mbid: "12022762-9a39-4dbb-894e-190499176746",
        url: "https://www.last.fm/music/%E7%8E%8B%E8%8B%A5%E7%90%B3/The+Adventures+of+Bernie+the+Schoolboy",
        playcount: "1",
        "@attr": {
          rank: "32",
        },
        name: "The Adventures of Bernie the Schoolboy",
      },
      {
        artist: {
          url: "https://www.last.fm/music/%E7%B5%A2%E9%A6%99",
          name: "絢香",
          mbid: "a3396621-f15d-49d2-8ac5-5fe574204375",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/35569b6ce84e4b39cb89eb7a15bec4f2.png",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/35569b6ce84e4b39cb89eb7a15bec4f2.png",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/35569b6ce84e4b39cb89eb7a15bec4f2.png",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/35569b6ce84e4b39cb89eb7a15bec4f2.png",
          },
        ],
        mbid: "145d8003-17ac-4df1-803a-8e6fafa8a193",
        url: "https://www.last.fm/music/%E7%B5%A2%E9%A6%99/Sing+to+the+Sky",
        playcount: "1",
        "@attr": {
          rank: "33",
        },
        name: "Sing to the Sky",
      },
      {
        artist: {
          url: "https://www.last.fm/music/%E8%8C%83%E6%9B%89%E8%90%B1",
          name: "范曉萱",
          mbid: "535bde95-bf8b-45ad-add7-2b1c77acad6c",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/3f0cb51a1aa509b53d634dfde4894ce5.jpg",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/3f0cb51a1aa509b53d634dfde4894ce5.jpg",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/3f0cb51a1aa509b53d634dfde4894ce5.jpg",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/3f0cb51a1aa509b53d634dfde4894ce5.jpg",
          },
        ],
        mbid: "3fa12cbe-fe31-4072-b9e1-661b0b6bfd4a",
        url: "https://www.last.fm/music/%E8%8C%83%E6%9B%89%E8%90%B1/%E7%B5%95%E4%B8%96%E5%90%8D%E4%BC%B6",
        playcount: "1",
        "@attr": {
          rank: "34",
        },
        name: "絕世名伶",
      },
      {
        artist: {
          url: "https://www.last.fm/music/%E8%8E%AB%E6%96%87%E8%94%9A",
          name: "莫文蔚",
          mbid: "07234fa3-3edd-4658-9556-03cc1ee6eac5",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/89f8bbd10fa3d49cf76562c2dea9a525.png",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/89f8bbd10fa3d49cf76562c2dea9a525.png",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/89f8bbd10fa3d49cf76562c2dea9a525.png",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/89f8bbd10fa3d49cf76562c2dea9a525.png",
          },
        ],
        mbid: "4892df49-2777-40a8-8320-d32b670b1908",
        url: "https://www.last.fm/music/%E8%8E%AB%E6%96%87%E8%94%9A/%5Bi%5D",
        playcount: "1",
        "@attr": {
          rank: "35",
        },
        name: "[i]",
      },
      {
        artist: {
          url: "https://www.last.fm/music/%E8%8E%AB%E6%96%87%E8%94%9A",
          name: "莫文蔚",
          mbid: "",
        },
        image: [
          {
            size: "small",
            "#text": "",
          },
          {
            size: "medium",
            "#text": "",
          },
          {
            size: "large",
            "#text": "",
          },
          {
            size: "extralarge",
            "#text": "",
          },
        ],
        mbid: "",
        url: "https://www.last.fm/music/%E8%8E%AB%E6%96%87%E8%94%9A/Hottest+TV+Drama+Theme+Songs",
        playcount: "1",
        "@attr": {
          rank: "36",
        },
        name: "Hottest TV Drama Theme Songs",
      },
      {
        artist: {
          url: "https://www.last.fm/music/%E8%94%A1%E5%81%A5%E9%9B%85",
          name: "蔡健雅",
          mbid: "03a265bd-30be-4929-a220-0f583cc5160a",
        },
        image: [
          {
            size: "small",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/34s/c9f6ab6f4e12782e4f7577c0b03366bb.jpg",
          },
          {
            size: "medium",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/64s/c9f6ab6f4e12782e4f7577c0b03366bb.jpg",
          },
          {
            size: "large",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/174s/c9f6ab6f4e12782e4f7577c0b03366bb.jpg",
          },
          {
            size: "extralarge",
            "#text":
              "https://lastfm.freetls.fastly.net/i/u/300x300/c9f6ab6f4e12782e4f7577c0b03366bb.jpg",
          },
        ],
        mbid: "662ffc7e-842a-4daa-b165-e75567a9a71e",
        url: "https://www.last.fm/music/%E8%94%A1%E5%81%A5%E9%9B%85/Bored",
        playcount: "1",
        "@attr": {
          rank: "37",
        },
        name: "Bored",
      },
      {
        artist: {
          url: "https://www.last.fm/music/%E9%82%A3%E8%8B%B1",
          name: "那英",
          mbid: "",
        },
        image: [
          {
            size: "small",
            "#text": "",
          },
          {
            size: "medium",
            "#text": "",
          },
          {
            size: "large",
            "#text": "",
          },
          {
            size: "extralarge",
            "#text": "",
          },
        ],
        mbid: "",
        url: "https://www.last.fm/music/%E9%82%A3%E8%8B%B1/Classic+Songs+From+The+1990s+Vol.+1",
        playcount: "1",
        "@attr": {
          rank: "38",
        },
        name: "Classic Songs From The 1990s Vol. 1",
      },
    ],
    "@attr": {
      user: "22",
      totalPages: "1",
      page: "1",
      perPage: "50",
      total: "38",
    },
  },
};
