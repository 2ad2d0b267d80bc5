/**
 * Item words per leaf category (German, English), single words only, lower-case: a copy of the
 * single-word entries of the classifier's category lexicon (src/server/modules/ai/understanding/
 * category-lexicon*.data.ts) taken for issue 15, so the search module does not reach into the AI
 * module. Search uses them for category signals (a word names an item of these categories: their
 * listings rank higher) and as known heads for splitting compounds (search-decompound.ts). Edit
 * here; the classifier keeps its own list.
 */
export const searchCategoryWords: Record<string, { de: string[]; en: string[] }> = {
  'fashion-women-jackets': {
    de: ["jacke","damenjacke","mantel","wintermantel","trenchcoat","jeansjacke","lederjacke","daunenjacke","steppjacke","parka","regenjacke","übergangsjacke","winterjacke"],
    en: ["jacket","coat","parka","raincoat"],
  },
  'fashion-women-dresses': {
    de: ["kleid","sommerkleid","abendkleid","cocktailkleid","maxikleid","midikleid","rock","minirock","brautkleid","strickkleid"],
    en: ["dress","skirt","gown"],
  },
  'fashion-women-tops': {
    de: ["oberteil","bluse","top","pullover","pulli","strickjacke","cardigan","shirt","hoodie","sweatshirt","damenpullover","strickpullover","tunika"],
    en: ["top","blouse","jumper","sweater","cardigan","tee","hoodie","sweatshirt","knit","knitwear","tunic"],
  },
  'fashion-women-trousers': {
    de: ["hose","jeans","damenjeans","damenhose","leggings","stoffhose","shorts","culotte"],
    en: ["trousers","jeans","pants","leggings","shorts","culottes","flares"],
  },
  'fashion-women-shoes': {
    de: ["schuhe","damenschuhe","pumps","stiefel","stiefeletten","sandalen","ballerinas","boots","absatzschuhe"],
    en: ["shoes","heels","pumps","boots","sandals","wedges"],
  },
  'fashion-men-jackets': {
    de: ["jacke","herrenjacke","mantel","winterjacke","lederjacke","daunenjacke","parka","regenjacke","softshelljacke","funktionsjacke","bomberjacke","wachsjacke"],
    en: ["jacket","coat","parka","softshell","overcoat"],
  },
  'fashion-men-tops': {
    de: ["hemd","herrenhemd","pullover","pulli","poloshirt","hoodie","sweatshirt","strickpullover","langarmshirt","herrenpullover"],
    en: ["shirt","jumper","sweater","polo","hoodie","sweatshirt","tee"],
  },
  'fashion-men-trousers': {
    de: ["hose","jeans","herrenjeans","herrenhose","chino","cargohose","shorts","jogginghose","arbeitshose"],
    en: ["trousers","jeans","pants","chinos","shorts","joggers"],
  },
  'fashion-men-suits': {
    de: ["anzug","sakko","blazer","herrenanzug","smoking","weste","anzughose","krawatte"],
    en: ["suit","blazer","tuxedo","waistcoat","tie"],
  },
  'fashion-men-shoes': {
    de: ["schuhe","herrenschuhe","sneaker","turnschuhe","lederschuhe","anzugschuhe","stiefel","boots","halbschuhe","laufschuhe","sportschuhe"],
    en: ["shoes","trainers","sneakers","boots","loafers","brogues"],
  },
  'fashion-accessories-bags': {
    de: ["tasche","handtasche","rucksack","umhängetasche","shopper","clutch","geldbörse","portemonnaie","reisetasche","koffer","laptoptasche"],
    en: ["bag","handbag","backpack","rucksack","tote","clutch","purse","wallet","suitcase","holdall"],
  },
  'fashion-accessories-watches': {
    de: ["uhr","armbanduhr","herrenuhr","damenuhr","taschenuhr","chronograph","automatikuhr","ziffernblatt","zifferblatt"],
    en: ["watch","wristwatch","chronograph","dial"],
  },
  'fashion-accessories-jewellery': {
    de: ["schmuck","kette","halskette","armband","ring","ohrringe","ohrstecker","anhänger","brosche","silberkette","goldkette"],
    en: ["jewellery","jewelry","necklace","bracelet","ring","earrings","pendant","chain","brooch","studs"],
  },
  'fashion-accessories-sunglasses': {
    de: ["sonnenbrille","brille","pilotenbrille","brillengestell"],
    en: ["sunglasses","shades","glasses","aviators","eyewear"],
  },
  'fashion-accessories-scarves-hats': {
    de: ["schal","mütze","hut","handschuhe","tuch","halstuch","beanie","cap","kappe","strickmütze","loop"],
    en: ["scarf","hat","beanie","gloves","cap","mittens","bandana","snood"],
  },
  'electronics-phones-smartphones': {
    de: ["smartphone","handy","mobiltelefon","telefon","iphone","galaxy","pixel"],
    en: ["smartphone","phone","mobile","iphone","handset"],
  },
  'electronics-phones-smartwatches': {
    de: ["smartwatch","fitnesstracker","fitnessuhr","sportuhr","laufuhr","fitnessarmband"],
    en: ["smartwatch"],
  },
  'electronics-phones-accessories': {
    de: ["handyzubehör","handyhülle","hülle","schutzhülle","ladekabel","ladegerät","powerbank","panzerglas","displayschutz","handyhalterung"],
    en: ["case","cover","charger"],
  },
  'electronics-computers-laptops': {
    de: ["laptop","notebook","macbook","thinkpad","ultrabook","chromebook","rechner"],
    en: ["laptop","notebook","macbook","thinkpad","ultrabook","chromebook","computer"],
  },
  'electronics-computers-tablets': {
    de: ["tablet","ipad","kindle","tolino","lesegerät"],
    en: ["tablet","ipad","ereader","kindle"],
  },
  'electronics-computers-monitors': {
    de: ["monitor","bildschirm","display","flachbildschirm"],
    en: ["monitor","screen","display"],
  },
  'electronics-computers-accessories': {
    de: ["zubehör","tastatur","maus","computermaus","webcam","dockingstation","drucker","festplatte","headset","grafikkarte","router"],
    en: ["accessory","keyboard","mouse","webcam","printer","router"],
  },
  'electronics-audio-headphones': {
    de: ["kopfhörer","ohrhörer","headset","earbuds","airpods"],
    en: ["headphones","earbuds","earphones","headset","airpods"],
  },
  'electronics-audio-speakers': {
    de: ["lautsprecher","box","boxen","musikbox","soundbar","regallautsprecher"],
    en: ["speaker","speakers","soundbar"],
  },
  'electronics-audio-hifi': {
    de: ["verstärker","vollverstärker","receiver","stereoanlage","tuner","kassettendeck"],
    en: ["amplifier","amp","receiver","stereo","tuner"],
  },
  'electronics-audio-turntables': {
    de: ["plattenspieler","schallplattenspieler","plattenteller","turntable","tonabnehmer"],
    en: ["turntable","deck","phono","cartridge"],
  },
  'electronics-photo-cameras': {
    de: ["kamera","spiegelreflexkamera","systemkamera","digitalkamera","fotoapparat","sofortbildkamera","actioncam","analogkamera","gehäuse","body"],
    en: ["camera","dslr","shutter"],
  },
  'electronics-photo-lenses': {
    de: ["objektiv","festbrennweite","zoomobjektiv","weitwinkel","teleobjektiv","makroobjektiv","bajonett"],
    en: ["lens","mount"],
  },
  'electronics-gaming-consoles': {
    de: ["konsole","spielkonsole","playstation","xbox","gameboy","handheld"],
    en: ["console","playstation","xbox","handheld"],
  },
  'electronics-gaming-games': {
    de: ["spiel","videospiel","konsolenspiel","modul"],
    en: ["game","cartridge","disc"],
  },
  'electronics-gaming-accessories': {
    de: ["controller","gamepad","joystick","lenkrad","ladestation"],
    en: ["controller","gamepad","joystick"],
  },
  'electronics-tv': {
    de: ["fernseher","flachbildfernseher","beamer","projektor","receiver","fernbedienung","fernsehgerät"],
    en: ["television","projector","remote"],
  },
  'electronics-appliances-coffee': {
    de: ["kaffeemaschine","kaffeevollautomat","siebträger","espressomaschine","kapselmaschine","milchaufschäumer","kaffeemühle","filterkaffeemaschine"],
    en: ["portafilter"],
  },
  'electronics-appliances-kitchen': {
    de: ["küchengerät","küchenmaschine","mixer","standmixer","wasserkocher","toaster","mikrowelle","airfryer","heißluftfritteuse","thermomix","waffeleisen","handmixer"],
    en: ["blender","kettle","toaster","microwave","thermomix"],
  },
  'electronics-appliances-cleaning': {
    de: ["staubsauger","akkusauger","saugroboter","dampfreiniger","wischroboter","hochdruckreiniger","bodenstaubsauger"],
    en: ["vacuum","hoover"],
  },
  'home-furniture-sofas': {
    de: ["sofa","couch","ecksofa","sessel","schlafsofa","wohnlandschaft","ohrensessel","zweisitzer","dreisitzer"],
    en: ["sofa","couch","armchair","loveseat","settee","recliner"],
  },
  'home-furniture-tables': {
    de: ["tisch","esstisch","couchtisch","schreibtisch","beistelltisch","küchentisch","konferenztisch","tischplatte","nachttisch"],
    en: ["table","desk","tabletop"],
  },
  'home-furniture-chairs': {
    de: ["stuhl","stühle","esszimmerstühle","bürostuhl","hocker","barhocker","drehstuhl","schreibtischstuhl","klappstuhl"],
    en: ["chair","chairs","stool"],
  },
  'home-furniture-shelves': {
    de: ["regal","schrank","bücherregal","kleiderschrank","kommode","sideboard","vitrine","wandregal","schuhschrank","highboard"],
    en: ["shelf","bookcase","wardrobe","cabinet","dresser","sideboard","cupboard"],
  },
  'home-furniture-beds': {
    de: ["bett","matratze","doppelbett","einzelbett","bettgestell","boxspringbett","lattenrost","hochbett","futonbett"],
    en: ["bed","mattress"],
  },
  'home-lighting': {
    de: ["lampe","stehlampe","tischlampe","deckenlampe","pendelleuchte","leuchte","wandlampe","lichterkette","schreibtischlampe","kronleuchter"],
    en: ["lamp","light","chandelier"],
  },
  'home-decor-vases': {
    de: ["vase","blumenvase","schale","dekoschale","windlicht","kerzenhalter","deko","bodenvase"],
    en: ["vase","bowl","lantern","decor","ornament"],
  },
  'home-decor-mirrors-art': {
    de: ["spiegel","wandspiegel","bild","gemälde","kunstdruck","poster","bilderrahmen","leinwand","ölgemälde","wandbild"],
    en: ["mirror","painting","print","poster","canvas","photograph"],
  },
  'home-decor-plants': {
    de: ["zimmerpflanze","pflanze","monstera","blumentopf","übertopf","kaktus","ableger","grünpflanze","orchidee"],
    en: ["houseplant","plant","monstera","pot","cactus","cutting","orchid","succulent"],
  },
  'home-kitchen-cookware': {
    de: ["topf","pfanne","topfset","bratpfanne","kochtopf","bräter","wok","schnellkochtopf","messerset","auflaufform"],
    en: ["pot","pan","saucepan","cookware","casserole","wok","skillet"],
  },
  'home-kitchen-tableware': {
    de: ["geschirr","teller","tassen","gläser","weingläser","besteck","service","kaffeeservice","schüsseln","becher"],
    en: ["tableware","plates","cups","mugs","glasses","cutlery","bowls","crockery"],
  },
  'home-textiles': {
    de: ["teppich","vorhang","vorhänge","gardinen","bettwäsche","decke","kissen","kissenbezug","tagesdecke","läufer","handtücher"],
    en: ["rug","carpet","curtains","drapes","bedding","blanket","throw","cushion","pillow","towels","runner"],
  },
  'collectibles-coins': {
    de: ["münze","münzen","silbermünze","goldmünze","gedenkmünze","kursmünzensatz","münzsammlung","mark","pfennig"],
    en: ["coin","coins","numismatics"],
  },
  'collectibles-stamps': {
    de: ["briefmarken","briefmarke","briefmarkensammlung","briefmarkenalbum","ersttagsbrief","markenheft","philatelie"],
    en: ["stamps","stamp","philately"],
  },
  'collectibles-trading-cards': {
    de: ["sammelkarten","karten","panini","sammelalbum","booster","holo"],
    en: ["cards","booster","holo"],
  },
  'collectibles-antiques': {
    de: ["antiquität","antik","antiquitäten","jugendstil","biedermeier","gründerzeit","standuhr","wanduhr","truhe"],
    en: ["antique","antiques","victorian","heirloom","chest"],
  },
  'collectibles-model-railways': {
    de: ["modelleisenbahn","eisenbahn","lok","lokomotive","waggon","schienen","trafo","startset"],
    en: ["locomotive","wagon","track"],
  },
  'collectibles-models-figures': {
    de: ["modellauto","modellautos","figur","figuren","sammelfigur","actionfigur","diecast","maßstab"],
    en: ["figure","figurine","diecast"],
  },
  'collectibles-memorabilia': {
    de: ["fanartikel","trikot","fanschal","autogramm","signiert","sammlerstück","vereinsschal","wimpel"],
    en: ["memorabilia","jersey","signed","autograph","pennant","collectible"],
  },
  'family-kids-clothing-baby': {
    de: ["babykleidung","body","babybody","strampler","schlafsack","babyschlafsack","bodys","babyset","erstausstattung","spieler"],
    en: ["bodysuit","onesie","romper","sleepsuit","babygrow"],
  },
  'family-kids-clothing-kids': {
    de: ["kinderkleidung","kinderjacke","kinderhose","kinderpullover","kinderkleid","matschhose","schneeanzug","overall","kindershirt"],
    en: ["snowsuit"],
  },
  'family-kids-clothing-shoes': {
    de: ["kinderschuhe","gummistiefel","lauflernschuhe","hausschuhe","kinderstiefel","kindersandalen"],
    en: ["wellies","slippers"],
  },
  'family-kids-strollers': {
    de: ["kinderwagen","buggy","sportwagen","babywanne","kombikinderwagen","zwillingskinderwagen","jogger"],
    en: ["pram","pushchair","stroller","buggy","carrycot"],
  },
  'family-kids-car-seats': {
    de: ["autositz","kindersitz","babyschale","sitzerhöhung","reboarder"],
    en: [],
  },
  'family-kids-nursery': {
    de: ["kinderzimmermöbel","babybett","kinderbett","wickelkommode","hochstuhl","wickeltisch","kinderschreibtisch","laufstall","beistellbett"],
    en: ["cot","crib","playpen"],
  },
  'family-kids-baby-gear': {
    de: ["babytrage","tragetuch","babyphone","wippe","babywippe","stillkissen","flaschenwärmer","sterilisator"],
    en: ["sling","wrap","bouncer","steriliser"],
  },
  'sports-leisure-bicycles-city': {
    de: ["fahrrad","citybike","stadtrad","trekkingrad","hollandrad","damenrad","herrenrad","rad","cityrad"],
    en: ["bike","bicycle"],
  },
  'sports-leisure-bicycles-road': {
    de: ["rennrad","gravelbike","gravel","triathlonrad","fixie","singlespeed"],
    en: ["fixie"],
  },
  'sports-leisure-bicycles-mountain': {
    de: ["mountainbike","mtb","fully","hardtail","downhill","enduro"],
    en: ["mtb","hardtail","enduro"],
  },
  'sports-leisure-bicycles-ebikes': {
    de: ["pedelec","elektrofahrrad","lastenrad","mittelmotor"],
    en: ["pedelec","ebike"],
  },
  'sports-leisure-bicycles-kids': {
    de: ["kinderfahrrad","laufrad","kinderrad","jugendfahrrad","stützräder"],
    en: [],
  },
  'sports-leisure-fitness': {
    de: ["fitnessgerät","hanteln","kurzhanteln","hantelbank","yogamatte","laufband","crosstrainer","rudergerät","heimtrainer","kettlebell","gewichte"],
    en: ["dumbbells","weights","treadmill","kettlebell"],
  },
  'sports-leisure-outdoor': {
    de: ["campingausrüstung","zelt","schlafsack","isomatte","wanderrucksack","campingstuhl","campingkocher","wanderschuhe","trekkingrucksack"],
    en: ["tent"],
  },
  'sports-leisure-winter': {
    de: ["ski","skier","snowboard","skischuhe","skihelm","skibrille","schlitten","schlittschuhe","skistöcke","snowboardboots"],
    en: ["skis","ski","snowboard","goggles","sledge","sled"],
  },
  'sports-leisure-ball-sports': {
    de: ["ball","fußball","basketball","tennisschläger","schläger","fußballschuhe","tischtennisschläger","volleyball","badmintonschläger","golfschläger","tor"],
    en: ["ball","football","basketball","racket","volleyball"],
  },
  'sports-leisure-water': {
    de: ["sup","surfboard","neoprenanzug","kajak","schlauchboot","paddel","schwimmweste","taucherbrille"],
    en: ["sup","surfboard","wetsuit","kayak","paddle","snorkel"],
  },
  'books-media-music-books-fiction': {
    de: ["roman","buch","bücher","taschenbuch","krimi","thriller","fantasy","belletristik","erzählung","bestseller","hardcover","ausgabe","auflage","gelesen"],
    en: ["novel","book","books","paperback","thriller","fantasy","fiction","bestseller","hardback","hardcover","edition"],
  },
  'books-media-music-books-non-fiction': {
    de: ["sachbuch","ratgeber","biografie","lehrbuch","fachbuch","reiseführer","wörterbuch","lexikon","bildband","taschenbuch","hardcover","ausgabe","auflage","buch","gelesen"],
    en: ["guide","biography","textbook","dictionary","hardback","hardcover","paperback","edition","book"],
  },
  'books-media-music-books-children': {
    de: ["kinderbuch","bilderbuch","kinderbücher","vorlesebuch","wimmelbuch","jugendbuch","pappbilderbuch","erstlesebuch","taschenbuch","hardcover","ausgabe","auflage","buch","gelesen"],
    en: ["hardback","hardcover","paperback","edition","book"],
  },
  'books-media-music-books-comics': {
    de: ["comic","comics","manga","comichefte","mangas","band","taschenbuch","hardcover","ausgabe","auflage","buch","gelesen"],
    en: ["comic","comics","manga","volume","volumes","hardback","hardcover","paperback","edition","book"],
  },
  'books-media-music-books-cookbooks': {
    de: ["kochbuch","backbuch","rezeptbuch","kochbücher","rezepte","taschenbuch","hardcover","ausgabe","auflage","buch","gelesen"],
    en: ["cookbook","recipes","hardback","hardcover","paperback","edition","book"],
  },
  'books-media-music-music-vinyl': {
    de: ["schallplatte","schallplatten","vinyl","platten","single","plattensammlung"],
    en: ["vinyl","record","records","lps","pressing"],
  },
  'books-media-music-music-cds': {
    de: ["cds","album","hörbuch"],
    en: ["cds","album","audiobook"],
  },
  'books-media-music-music-cassettes': {
    de: ["kassette","kassetten","hörspielkassetten","tape"],
    en: ["cassette","cassettes","tape","tapes","mixtape"],
  },
  'books-media-music-films': {
    de: ["film","dvd","filme","serie","staffel","filmsammlung"],
    en: ["film","movie","dvd","films","season","series","movies"],
  },
  'garden-diy-garden-furniture': {
    de: ["gartenmöbel","gartenstuhl","gartentisch","gartenbank","liegestuhl","sonnenliege","sonnenschirm","loungemöbel","balkonmöbel","hollywoodschaukel"],
    en: ["parasol","hammock"],
  },
  'garden-diy-garden-tools': {
    de: ["rasenmäher","gartengerät","heckenschere","rasentrimmer","laubbläser","vertikutierer","mähroboter","kettensäge","schubkarre","gartenschlauch"],
    en: ["strimmer","chainsaw","wheelbarrow"],
  },
  'garden-diy-grills': {
    de: ["grill","gasgrill","kugelgrill","holzkohlegrill","elektrogrill","smoker","feuerschale","pizzaofen"],
    en: ["barbecue","bbq","grill","smoker"],
  },
  'garden-diy-power-tools': {
    de: ["elektrowerkzeug","akkuschrauber","bohrmaschine","schlagbohrmaschine","stichsäge","kreissäge","winkelschleifer","flex","schleifer","bohrhammer","oberfräse"],
    en: ["drill","jigsaw","sander","router"],
  },
  'garden-diy-hand-tools': {
    de: ["werkzeug","werkzeugkoffer","werkzeugkasten","hammer","schraubenzieher","schraubendreher","schraubenschlüssel","zange","werkbank","wasserwaage","knarrenkasten"],
    en: ["tools","toolbox","hammer","screwdriver","spanner","wrench","pliers","workbench"],
  },
  'garden-diy-plants': {
    de: ["gartenpflanze","pflanzkübel","hochbeet","staude","strauch","obstbaum","setzlinge","blumenkasten"],
    en: ["planter","shrub","perennial","seedlings"],
  },
  'garden-diy-building-materials': {
    de: ["baumaterial","fliesen","laminat","parkett","holzbretter","dielen","pflastersteine","gipskarton","dämmung","ziegel"],
    en: ["tiles","laminate","flooring","timber","planks","plasterboard","insulation","bricks"],
  },
  'vehicle-parts-bike-parts': {
    de: ["fahrradteile","laufradsatz","felge","sattel","lenker","kette","schaltung","bremse","pedale","fahrradreifen","gabel"],
    en: ["wheelset","rim","saddle","handlebar","chain","derailleur","brakes","pedals","fork"],
  },
  'vehicle-parts-bike-accessories': {
    de: ["fahrradzubehör","fahrradhelm","fahrradanhänger","fahrradschloss","fahrradtasche","fahrradlicht","gepäckträger","fahrradträger"],
    en: ["pannier"],
  },
  'vehicle-parts-car-accessories': {
    de: ["autozubehör","dachbox","dachträger","fußmatten","navi","schneeketten","autoradio","anhängerkupplung","dashcam"],
    en: ["dashcam"],
  },
  'vehicle-parts-tyres': {
    de: ["reifen","winterreifen","sommerreifen","allwetterreifen","felgen","kompletträder","alufelgen","stahlfelgen"],
    en: ["tyres","tires","wheels","rims"],
  },
  'vehicle-parts-motorcycle-gear': {
    de: ["motorradhelm","helm","motorradjacke","motorradkombi","motorradstiefel","motorradhandschuhe","protektoren","lederkombi"],
    en: ["helmet","leathers"],
  },
  'toys-games-building': {
    de: ["lego","bausteine","duplo","klemmbausteine","playmobil","technic","bauset"],
    en: ["lego","duplo","bricks","technic","playmobil"],
  },
  'toys-games-board-games': {
    de: ["brettspiel","gesellschaftsspiel","puzzle","kartenspiel","spiele","würfelspiel","familienspiel","schach"],
    en: ["puzzle","jigsaw","chess"],
  },
  'toys-games-dolls-plush': {
    de: ["puppe","kuscheltier","teddy","plüschtier","stofftier","puppenhaus","barbie","puppenwagen","teddybär"],
    en: ["doll","teddy","plush","plushie"],
  },
  'toys-games-vehicles': {
    de: ["spielzeugauto","rennbahn","spielzeugeisenbahn","matchbox","autorennbahn"],
    en: [],
  },
  'toys-games-wooden': {
    de: ["holzspielzeug","holzeisenbahn","holzpuzzle","kaufladen","kinderküche","bauklötze","steckspiel","holzbausteine"],
    en: [],
  },
  'toys-games-outdoor': {
    de: ["rutschauto","bobbycar","trampolin","sandkasten","schaukel","rutsche","roller","dreirad","planschbecken","kinderroller"],
    en: ["trampoline","sandpit","swing","slide","scooter","tricycle"],
  },
  'musical-instruments-guitars': {
    de: ["gitarre","akustikgitarre","konzertgitarre","bass","westerngitarre","ukulele"],
    en: ["guitar","bass","ukulele"],
  },
  'musical-instruments-keys': {
    de: ["keyboard","klavier","digitalpiano","flügel","synthesizer","orgel","masterkeyboard"],
    en: ["keyboard","piano","synthesizer","synth","organ"],
  },
  'musical-instruments-drums': {
    de: ["schlagzeug","trommel","cajon","becken","snare","drumset","percussion"],
    en: ["drums","drum","cajon","cymbals","snare","percussion"],
  },
  'musical-instruments-wind': {
    de: ["blasinstrument","saxophon","trompete","querflöte","klarinette","blockflöte","posaune","mundharmonika"],
    en: ["saxophone","trumpet","flute","clarinet","recorder","trombone","harmonica"],
  },
  'musical-instruments-strings': {
    de: ["geige","violine","bratsche","cello","kontrabass","streichinstrument","bogen"],
    en: ["violin","fiddle","viola","cello","bow"],
  },
  'musical-instruments-amps-effects': {
    de: ["gitarrenverstärker","verstärker","amp","effektgerät","effektpedal","bodentreter","röhrenverstärker","combo"],
    en: ["amp","amplifier","pedal","stompbox"],
  },
  'musical-instruments-studio-dj': {
    de: ["mischpult","mikrofon","studiomonitore","sampler"],
    en: ["mixer","microphone","sampler"],
  },
  'pets-dogs': {
    de: ["hundebedarf","hundebox","hundekorb","hundebett","leine","halsband","hundegeschirr","hundemantel","hundenapf"],
    en: ["lead","leash","collar","harness","kennel"],
  },
  'pets-cats': {
    de: ["katzenbedarf","kratzbaum","katzenklo","katzentoilette","katzenkorb","katzenbett","katzenspielzeug"],
    en: [],
  },
  'pets-small-animals': {
    de: ["kleintierbedarf","käfig","hasenstall","kaninchenstall","meerschweinchenkäfig","vogelkäfig","freigehege","hamsterkäfig"],
    en: ["cage","hutch","run"],
  },
  'pets-aquariums': {
    de: ["aquarium","terrarium","aquarienfilter","becken","aquariumpumpe","terrarienlampe"],
    en: ["aquarium","terrarium","vivarium","tank"],
  },
  'pets-equestrian': {
    de: ["reitsport","sattel","trense","reithelm","reitstiefel","pferdedecke","reithose","schabracke","halfter"],
    en: ["equestrian","saddle","bridle","jodhpurs","halter"],
  },
};
