; ModuleID = 'c/math.c'
source_filename = "c/math.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@errno = external dso_local local_unnamed_addr global i32, align 4
@EXP_TAB = internal unnamed_addr constant [64 x [2 x double]] [[2 x double] [double 1.000000e+00, double 0.000000e+00], [2 x double] [double 0x3FF02C9A3E778061, double 0xBC719083535B085D], [2 x double] [double 0x3FF059B0D3158574, double 0x3C8D73E2A475B465], [2 x double] [double 0x3FF0874518759BC8, double 0x3C6186BE4BB284FF], [2 x double] [double 0x3FF0B5586CF9890F, double 0x3C98A62E4ADC610B], [2 x double] [double 0x3FF0E3EC32D3D1A2, double 0x3C403A1727C57B53], [2 x double] [double 0x3FF11301D0125B51, double 0xBC96C51039449B3A], [2 x double] [double 0x3FF1429AAEA92DE0, double 0xBC932FBF9AF1369E], [2 x double] [double 0x3FF172B83C7D517B, double 0xBC819041B9D78A76], [2 x double] [double 0x3FF1A35BEB6FCB75, double 0x3C8E5B4C7B4968E4], [2 x double] [double 0x3FF1D4873168B9AA, double 0x3C9E016E00A2643C], [2 x double] [double 0x3FF2063B88628CD6, double 0x3C8DC775814A8495], [2 x double] [double 0x3FF2387A6E756238, double 0x3C99B07EB6C70573], [2 x double] [double 0x3FF26B4565E27CDD, double 0x3C82BD339940E9D9], [2 x double] [double 0x3FF29E9DF51FDEE1, double 0x3C8612E8AFAD1255], [2 x double] [double 0x3FF2D285A6E4030B, double 0x3C90024754DB41D5], [2 x double] [double 0x3FF306FE0A31B715, double 0x3C86F46AD23182E4], [2 x double] [double 0x3FF33C08B26416FF, double 0x3C932721843659A6], [2 x double] [double 0x3FF371A7373AA9CB, double 0xBC963AEABF42EAE2], [2 x double] [double 0x3FF3A7DB34E59FF7, double 0xBC75E436D661F5E3], [2 x double] [double 0x3FF3DEA64C123422, double 0x3C8ADA0911F09EBC], [2 x double] [double 0x3FF4160A21F72E2A, double 0xBC5EF3691C309278], [2 x double] [double 0x3FF44E086061892D, double 0x3C489B7A04EF80D0], [2 x double] [double 0x3FF486A2B5C13CD0, double 0x3C73C1A3B69062F0], [2 x double] [double 0x3FF4BFDAD5362A27, double 0x3C7D4397AFEC42E2], [2 x double] [double 0x3FF4F9B2769D2CA7, double 0xBC94B309D25957E3], [2 x double] [double 0x3FF5342B569D4F82, double 0xBC807ABE1DB13CAD], [2 x double] [double 0x3FF56F4736B527DA, double 0x3C99BB2C011D93AD], [2 x double] [double 0x3FF5AB07DD485429, double 0x3C96324C054647AD], [2 x double] [double 0x3FF5E76F15AD2148, double 0x3C9BA6F93080E65E], [2 x double] [double 0x3FF6247EB03A5585, double 0xBC9383C17E40B497], [2 x double] [double 0x3FF6623882552225, double 0xBC9BB60987591C34], [2 x double] [double 0x3FF6A09E667F3BCD, double 0xBC9BDD3413B26456], [2 x double] [double 0x3FF6DFB23C651A2F, double 0xBC6BBE3A683C88AB], [2 x double] [double 0x3FF71F75E8EC5F74, double 0xBC816E4786887A99], [2 x double] [double 0x3FF75FEB564267C9, double 0xBC90245957316DD3], [2 x double] [double 0x3FF7A11473EB0187, double 0xBC841577EE04992F], [2 x double] [double 0x3FF7E2F336CF4E62, double 0x3C705D02BA15797E], [2 x double] [double 0x3FF82589994CCE13, double 0xBC9D4C1DD41532D8], [2 x double] [double 0x3FF868D99B4492ED, double 0xBC9FC6F89BD4F6BA], [2 x double] [double 0x3FF8ACE5422AA0DB, double 0x3C96E9F156864B27], [2 x double] [double 0x3FF8F1AE99157736, double 0x3C85CC13A2E3976C], [2 x double] [double 0x3FF93737B0CDC5E5, double 0xBC675FC781B57EBC], [2 x double] [double 0x3FF97D829FDE4E50, double 0xBC9D185B7C1B85D1], [2 x double] [double 0x3FF9C49182A3F090, double 0x3C7C7C46B071F2BE], [2 x double] [double 0x3FFA0C667B5DE565, double 0xBC9359495D1CD533], [2 x double] [double 0x3FFA5503B23E255D, double 0xBC9D2F6EDB8D41E1], [2 x double] [double 0x3FFA9E6B5579FDBF, double 0x3C90FAC90EF7FD31], [2 x double] [double 0x3FFAE89F995AD3AD, double 0x3C97A1CD345DCC81], [2 x double] [double 0x3FFB33A2B84F15FB, double 0xBC62805E3084D708], [2 x double] [double 0x3FFB7F76F2FB5E47, double 0xBC75584F7E54AC3B], [2 x double] [double 0x3FFBCC1E904BC1D2, double 0x3C823DD07A2D9E84], [2 x double] [double 0x3FFC199BDD85529C, double 0x3C811065895048DD], [2 x double] [double 0x3FFC67F12E57D14B, double 0x3C92884DFF483CAD], [2 x double] [double 0x3FFCB720DCEF9069, double 0x3C7503CBD1E949DB], [2 x double] [double 0x3FFD072D4A07897C, double 0xBC9CBC3743797A9C], [2 x double] [double 0x3FFD5818DCFBA487, double 0x3C82ED02D75B3707], [2 x double] [double 0x3FFDA9E603DB3285, double 0x3C9C2300696DB532], [2 x double] [double 0x3FFDFC97337B9B5F, double 0xBC91A5CD4F184B5C], [2 x double] [double 0x3FFE502EE78B3FF6, double 0x3C839E8980A9CC8F], [2 x double] [double 0x3FFEA4AFA2A490DA, double 0xBC9E9C23179C2893], [2 x double] [double 0x3FFEFA1BEE615A27, double 0x3C9DC7F486A4B6B0], [2 x double] [double 0x3FFF50765B6E4540, double 0x3C99D3E12DD8A18B], [2 x double] [double 0x3FFFA7C1819E90D8, double 0x3C874853F3A5931E]], align 8
@INV_LN2 = internal constant [2 x double] [double 0x3FF71547652B82FE, double 0x3C7777D0FFDA0D24], align 8
@INV_LN10 = internal constant [2 x double] [double 0x3FDBCB7B1526E50E, double 0x3C695355BAAAFAD3], align 8
@LOG_TAB = internal unnamed_addr constant [97 x [2 x double]] [[2 x double] [double 0xBFD7FAFA3BD8151C, double 0x3C5219024ACD3B77], [2 x double] [double 0xBFD741D876C67BB1, double 0xBC784A4EE3059583], [2 x double] [double 0xBFD68AC83E9C6A14, double 0xBC5A64EADD740178], [2 x double] [double 0xBFD5D5BDDF595F30, double 0x3C76541148CBB8A2], [2 x double] [double 0xBFD522AE0738A3D8, double 0x3C68F7E9B38A6979], [2 x double] [double 0xBFD4718DC271C41B, double 0xBC38FB4C14C56EEF], [2 x double] [double 0xBFD3C25277333184, double 0x3C72AD27E50A8EC6], [2 x double] [double 0xBFD314F1E1D35CE4, double 0x3C73D69909E5C3DC], [2 x double] [double 0xBFD269621134DB92, double 0xBC7E0EFADD9DB02B], [2 x double] [double 0xBFD1BF99635A6B95, double 0x3C612AEB84249223], [2 x double] [double 0xBFD1178E8227E47C, double 0x3C60E63A5F01C691], [2 x double] [double 0xBFD07138604D5862, double 0xBC7CDB16ED4E9138], [2 x double] [double 0xBFCF991C6CB3B379, double 0xBC6F665066F980A2], [2 x double] [double 0xBFCE530EFFE71012, double 0xBC42276041F43042], [2 x double] [double 0xBFCD1037F2655E7B, double 0xBC660629242471A2], [2 x double] [double 0xBFCBD087383BD8AD, double 0xBC3DD355F6A516D7], [2 x double] [double 0xBFCA93ED3C8AD9E3, double 0xBC6BCAFA9DE97203], [2 x double] [double 0xBFC95A5ADCF7017F, double 0xBC5142C507FB7A3D], [2 x double] [double 0xBFC823C16551A3C2, double 0x3C61232CE70BE781], [2 x double] [double 0xBFC6F0128B756ABC, double 0x3C68DE59C21E166C], [2 x double] [double 0xBFC5BF406B543DB2, double 0x3C21F5B44C0DF7E7], [2 x double] [double 0xBFC4913D8333B561, double 0x3C50D5604930F135], [2 x double] [double 0xBFC365FCB0159016, double 0xBC57D411A5B944AD], [2 x double] [double 0xBFC23D712A49C202, double 0x3C66E38161051D69], [2 x double] [double 0xBFC1178E8227E47C, double 0x3C50E63A5F01C691], [2 x double] [double 0xBFBFE89139DBD566, double 0x3C5AC9F4215F9393], [2 x double] [double 0xBFBDA727638446A2, double 0xBC5401FA71733019], [2 x double] [double 0xBFBB6AC88DAD5B1C, double 0x3C40057EED1CA59F], [2 x double] [double 0xBFB9335E5D594989, double 0x3C5478A85704CCB7], [2 x double] [double 0xBFB700D30AEAC0E1, double 0x3C272566212CDD05], [2 x double] [double 0xBFB4D3115D207EAC, double 0xBC5769F42C7842CC], [2 x double] [double 0xBFB2AA04A44717A5, double 0x3C5D15D38D2FA3F7], [2 x double] [double 0xBFB08598B59E3A07, double 0x3C5DD7009902BF32], [2 x double] [double 0xBFACCB73CDDDB2CC, double 0x3C4E48FB0500EFD4], [2 x double] [double 0xBFA894AA149FB343, double 0xBC3A8BE97660A23D], [2 x double] [double 0xBFA466AED42DE3EA, double 0x3C4CDD6F7F4A137E], [2 x double] [double 0xBFA0415D89E74444, double 0xBC4C05CF1D753622], [2 x double] [double 0xBF98492528C8CABF, double 0x3C3D192D0619FA67], [2 x double] [double 0xBF90205658935847, double 0xBC327C8E8416E71F], [2 x double] [double 0xBF8010157588DE71, double 0xBC146662D417CED0], [2 x double] zeroinitializer, [2 x double] [double 0x3F7FE02A6B106789, double 0xBBCE44B7E3711EBF], [2 x double] [double 0x3F8FC0A8B0FC03E4, double 0xBC183092C59642A1], [2 x double] [double 0x3F97B91B07D5B11B, double 0xBC35B602ACE3A510], [2 x double] [double 0x3F9F829B0E783300, double 0x3C333E3F04F1EF23], [2 x double] [double 0x3FA39E87B9FEBD60, double 0xBC45BFA937F551BB], [2 x double] [double 0x3FA77458F632DCFC, double 0x3C418D3CA87B9296], [2 x double] [double 0x3FAB42DD711971BF, double 0xBC3EB9759C130499], [2 x double] [double 0x3FAF0A30C01162A6, double 0x3C485F325C5BBACD], [2 x double] [double 0x3FB16536EEA37AE1, double 0xBC379DA3E8C22CDA], [2 x double] [double 0x3FB341D7961BD1D1, double 0xBC5B599F227BECBB], [2 x double] [double 0x3FB51B073F06183F, double 0x3C5A49E39A1A8BE4], [2 x double] [double 0x3FB6F0D28AE56B4C, double 0xBC5906D99184B992], [2 x double] [double 0x3FB8C345D6319B21, double 0xBC24A697AB3424A9], [2 x double] [double 0x3FBA926D3A4AD563, double 0x3C5942F48AA70EA9], [2 x double] [double 0x3FBC5E548F5BC743, double 0x3C35D617EF8161B1], [2 x double] [double 0x3FBE27076E2AF2E6, double 0xBC361578001E0162], [2 x double] [double 0x3FBFEC9131DBEABB, double 0xBC55746B9981B36C], [2 x double] [double 0x3FC0D77E7CD08E59, double 0x3C69A5DC5E9030AC], [2 x double] [double 0x3FC1B72AD52F67A0, double 0x3C5483023472CD74], [2 x double] [double 0x3FC29552F81FF523, double 0x3C6301771C407DBF], [2 x double] [double 0x3FC371FC201E8F74, double 0x3C5DE6CB62AF18A0], [2 x double] [double 0x3FC44D2B6CCB7D1E, double 0x3C69F4F6543E1F88], [2 x double] [double 0x3FC526E5E3A1B438, double 0xBC6746FF8A470D3A], [2 x double] [double 0x3FC5FF3070A793D4, double 0xBC5BC60EFAFC6F6E], [2 x double] [double 0x3FC6D60FE719D21D, double 0xBC6CAAE268ECD179], [2 x double] [double 0x3FC7AB890210D909, double 0x3C4BE36B2D6A0608], [2 x double] [double 0x3FC87FA06520C911, double 0xBC6BF7FDBFA08D9A], [2 x double] [double 0x3FC9525A9CF456B4, double 0x3C6D904C1D4E2E26], [2 x double] [double 0x3FCA23BC1FE2B563, double 0x3C493711B07A998C], [2 x double] [double 0x3FCAF3C94E80BFF3, double 0xBC5398CFF3641985], [2 x double] [double 0x3FCBC286742D8CD6, double 0x3C54FCE744870F55], [2 x double] [double 0x3FCC8FF7C79A9A22, double 0xBC64F689F8434012], [2 x double] [double 0x3FCD5C216B4FBB91, double 0x3C66E443597E4D40], [2 x double] [double 0x3FCE27076E2AF2E6, double 0xBC461578001E0162], [2 x double] [double 0x3FCEF0ADCBDC5936, double 0x3C648637950DC20D], [2 x double] [double 0x3FCFB9186D5E3E2B, double 0xBC6CAAAE64F21ACB], [2 x double] [double 0x3FD0402594B4D041, double 0xBC628EC217A5022D], [2 x double] [double 0x3FD0A324E27390E3, double 0x3C77DCFDE8061C03], [2 x double] [double 0x3FD1058BF9AE4AD5, double 0x3C589FA0AB4CB31D], [2 x double] [double 0x3FD1675CABABA60E, double 0x3C2CE63EAB883717], [2 x double] [double 0x3FD1C898C16999FB, double 0xBC30E5C62AFF1C44], [2 x double] [double 0x3FD22941FBCF7966, double 0xBC776F5EB09628AF], [2 x double] [double 0x3FD2895A13DE86A3, double 0x3C77AD24C13F040E], [2 x double] [double 0x3FD2E8E2BAE11D31, double 0xBC78F4CDB95EBDF9], [2 x double] [double 0x3FD347DD9A987D55, double 0xBC64DD4C580919F8], [2 x double] [double 0x3FD3A64C556945EA, double 0xBC6C68651945F97C], [2 x double] [double 0x3FD404308686A7E4, double 0xBC70BCFB6082CE6D], [2 x double] [double 0x3FD4618BC21C5EC2, double 0x3C7F42DECDECCF1D], [2 x double] [double 0x3FD4BE5F957778A1, double 0xBC6259B35B04813D], [2 x double] [double 0x3FD51AAD872DF82D, double 0x3C43927AC19F55E3], [2 x double] [double 0x3FD5767717455A6C, double 0x3C7526ADB283660C], [2 x double] [double 0x3FD5D1BDBF5809CA, double 0x3C74236383DC7FE1], [2 x double] [double 0x3FD62C82F2B9C795, double 0x3C67B7AF915300E5], [2 x double] [double 0x3FD686C81E9B14AF, double 0xBC6DDEA0F7F58E3D], [2 x double] [double 0x3FD6E08EAA2BA1E4, double 0xBC7CFB1B39CA3A0F], [2 x double] [double 0x3FD739D7F6BBD007, double 0xBC78C76CEB014B04]], align 8
@TWO_OVER_PI_BITS = internal unnamed_addr constant [40 x i32] [i32 -1560706194, i32 1313084713, i32 -64530479, i32 -181084736, i32 -614296167, i32 1011060801, i32 -28220501, i32 -558119583, i32 -1222349254, i32 1112396512, i32 105459434, i32 164729372, i32 -31593700, i32 -1322670274, i32 -394119691, i32 784024708, i32 -375623642, i32 -1268810175, i32 965858873, i32 -2091697676, i32 -1669046389, i32 -1107744709, i32 536385535, i32 -570058737, i32 -282127989, i32 1510632735, i32 1832287951, i32 667617719, i32 1330003814, i32 -1637881299, i32 1965537991, i32 -337251973, i32 1023883767, i32 -1974299926, i32 1811636145, i32 529358088, i32 1443049542, i32 -59020373, i32 -254821344, i32 -1695271395], align 4
@ATAN_TAB = internal unnamed_addr constant [17 x [2 x double]] [[2 x double] zeroinitializer, [2 x double] [double 0x3FAFF55BB72CFDEA, double 0xBC3C934D86D23F1D], [2 x double] [double 0x3FBFD5BA9AAC2F6E, double 0xBC4CD37686760C17], [2 x double] [double 0x3FC7B97B4BCE5B02, double 0x3C5347B0B4F881CA], [2 x double] [double 0x3FCF5B75F92C80DD, double 0x3C68AB6E3CF7AFBD], [2 x double] [double 0x3FD362773707EBCC, double 0xBC6963A544B672D8], [2 x double] [double 0x3FD6F61941E4DEF1, double 0xBC7C63AAE6F6E918], [2 x double] [double 0x3FDA64EEC3CC23FD, double 0xBC724DEC1B50B7FF], [2 x double] [double 0x3FDDAC670561BB4F, double 0x3C7A2B7F222F65E2], [2 x double] [double 0x3FE0657E94DB30D0, double 0xBC7D5B495F6349E6], [2 x double] [double 0x3FE1E00BABDEFEB4, double 0xBC5928DF287A668F], [2 x double] [double 0x3FE345F01CCE37BB, double 0x3C81021137C71102], [2 x double] [double 0x3FE4978FA3269EE1, double 0x3C72419A87F2A458], [2 x double] [double 0x3FE5D58987169B18, double 0x3C60028E4BC5E7CA], [2 x double] [double 0x3FE700A7C5784634, double 0xBC78C34D25AADEF6], [2 x double] [double 0x3FE819D0B7158A4D, double 0xBC7BF76229D3B917], [2 x double] [double 0x3FE921FB54442D18, double 0x3C81A62633145C07]], align 8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @fabs(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call double @llvm.fabs.f64(double %0)
  ret double %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @floor(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call double @llvm.floor.f64(double %0)
  ret double %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @ceil(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call double @llvm.ceil.f64(double %0)
  ret double %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.ceil.f64(double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @trunc(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call double @llvm.trunc.f64(double %0)
  ret double %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.trunc.f64(double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @round(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call double @llvm.round.f64(double %0)
  ret double %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.round.f64(double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @rint(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call double @llvm.rint.f64(double %0)
  ret double %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.rint.f64(double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @nearbyint(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call double @llvm.nearbyint.f64(double %0)
  ret double %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nearbyint.f64(double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @sqrt(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call double @llvm.sqrt.f64(double %0)
  ret double %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local double @fmod(double noundef %0, double noundef %1) local_unnamed_addr #2 {
  %3 = frem double %0, %1
  ret double %3
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @copysign(double noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = tail call double @llvm.copysign.f64(double %0, double %1)
  ret double %3
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.copysign.f64(double, double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @fmin(double noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = tail call double @llvm.minnum.f64(double %0, double %1)
  ret double %3
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.minnum.f64(double, double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @fmax(double noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = tail call double @llvm.maxnum.f64(double %0, double %1)
  ret double %3
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.maxnum.f64(double, double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i32 @lround(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call double @llvm.round.f64(double %0)
  %3 = fptosi double %2 to i32
  ret i32 %3
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i32 @lrint(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call double @llvm.rint.f64(double %0)
  %3 = fptosi double %2 to i32
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local double @frexp(double noundef %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #3 {
  %3 = bitcast double %0 to i64
  %4 = lshr i64 %3, 52
  %5 = trunc i64 %4 to i32
  %6 = and i32 %5, 2047
  store i32 0, i32* %1, align 4
  %7 = icmp eq i32 %6, 2047
  %8 = and i64 %3, 9223372036854775807
  %9 = icmp eq i64 %8, 0
  %10 = or i1 %9, %7
  br i1 %10, label %27, label %11

11:                                               ; preds = %2
  %12 = icmp eq i32 %6, 0
  br i1 %12, label %13, label %20

13:                                               ; preds = %11
  %14 = fmul double %0, 0x43F0000000000000
  %15 = bitcast double %14 to i64
  %16 = lshr i64 %15, 52
  %17 = trunc i64 %16 to i32
  %18 = and i32 %17, 2047
  %19 = add nsw i32 %18, -64
  br label %20

20:                                               ; preds = %13, %11
  %21 = phi i64 [ %15, %13 ], [ %3, %11 ]
  %22 = phi i32 [ %19, %13 ], [ %6, %11 ]
  %23 = add nsw i32 %22, -1022
  store i32 %23, i32* %1, align 4
  %24 = and i64 %21, -9218868437227405313
  %25 = or i64 %24, 4602678819172646912
  %26 = bitcast i64 %25 to double
  br label %27

27:                                               ; preds = %2, %20
  %28 = phi double [ %26, %20 ], [ %0, %2 ]
  ret double %28
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: nofree norecurse nosync nounwind readnone
define dso_local double @ldexp(double noundef %0, i32 noundef signext %1) local_unnamed_addr #5 {
  %3 = icmp slt i32 %1, 3000
  %4 = select i1 %3, i32 %1, i32 3000
  %5 = icmp sgt i32 %4, -3000
  %6 = select i1 %5, i32 %4, i32 -3000
  %7 = icmp sgt i32 %6, 1023
  br i1 %7, label %8, label %14

8:                                                ; preds = %2, %8
  %9 = phi double [ %11, %8 ], [ %0, %2 ]
  %10 = phi i32 [ %12, %8 ], [ %4, %2 ]
  %11 = fmul double %9, 0x7FE0000000000000
  %12 = add nsw i32 %10, -1023
  %13 = icmp ugt i32 %10, 2046
  br i1 %13, label %8, label %33, !llvm.loop !1

14:                                               ; preds = %2
  %15 = icmp slt i32 %6, -1022
  br i1 %15, label %16, label %33

16:                                               ; preds = %14
  %17 = icmp ult i32 %6, -1075
  %18 = add nuw nsw i32 %6, 53
  %19 = select i1 %17, i32 -969, i32 %18
  %20 = sub nsw i32 %6, %19
  %21 = icmp ult i32 %20, -1022
  %22 = add nsw i32 %19, 1023
  %23 = zext i32 %22 to i64
  %24 = shl nuw nsw i64 %23, 52
  %25 = bitcast i64 %24 to double
  %26 = fmul double %25, %0
  br i1 %21, label %27, label %33

27:                                               ; preds = %16, %27
  %28 = phi double [ %30, %27 ], [ %26, %16 ]
  %29 = phi i32 [ %31, %27 ], [ %20, %16 ]
  %30 = fmul double %28, 0x10000000000000
  %31 = add nuw nsw i32 %29, 1022
  %32 = icmp ult i32 %29, -2044
  br i1 %32, label %27, label %33, !llvm.loop !3

33:                                               ; preds = %27, %8, %16, %14
  %34 = phi i32 [ %6, %14 ], [ %20, %16 ], [ %12, %8 ], [ %31, %27 ]
  %35 = phi double [ %0, %14 ], [ %26, %16 ], [ %11, %8 ], [ %30, %27 ]
  %36 = add nsw i32 %34, 1023
  %37 = zext i32 %36 to i64
  %38 = shl nuw nsw i64 %37, 52
  %39 = bitcast i64 %38 to double
  %40 = fmul double %35, %39
  ret double %40
}

; Function Attrs: nofree norecurse nosync nounwind readnone
define dso_local double @scalbn(double noundef %0, i32 noundef signext %1) local_unnamed_addr #5 {
  %3 = icmp slt i32 %1, 3000
  %4 = select i1 %3, i32 %1, i32 3000
  %5 = icmp sgt i32 %4, -3000
  %6 = select i1 %5, i32 %4, i32 -3000
  %7 = icmp sgt i32 %6, 1023
  br i1 %7, label %8, label %14

8:                                                ; preds = %2, %8
  %9 = phi double [ %11, %8 ], [ %0, %2 ]
  %10 = phi i32 [ %12, %8 ], [ %4, %2 ]
  %11 = fmul double %9, 0x7FE0000000000000
  %12 = add nsw i32 %10, -1023
  %13 = icmp ugt i32 %10, 2046
  br i1 %13, label %8, label %33, !llvm.loop !1

14:                                               ; preds = %2
  %15 = icmp slt i32 %6, -1022
  br i1 %15, label %16, label %33

16:                                               ; preds = %14
  %17 = icmp ult i32 %6, -1075
  %18 = add nuw nsw i32 %6, 53
  %19 = select i1 %17, i32 -969, i32 %18
  %20 = sub nsw i32 %6, %19
  %21 = icmp ult i32 %20, -1022
  %22 = add nsw i32 %19, 1023
  %23 = zext i32 %22 to i64
  %24 = shl nuw nsw i64 %23, 52
  %25 = bitcast i64 %24 to double
  %26 = fmul double %25, %0
  br i1 %21, label %27, label %33

27:                                               ; preds = %16, %27
  %28 = phi double [ %30, %27 ], [ %26, %16 ]
  %29 = phi i32 [ %31, %27 ], [ %20, %16 ]
  %30 = fmul double %28, 0x10000000000000
  %31 = add nuw nsw i32 %29, 1022
  %32 = icmp ult i32 %29, -2044
  br i1 %32, label %27, label %33, !llvm.loop !3

33:                                               ; preds = %27, %8, %14, %16
  %34 = phi i32 [ %4, %14 ], [ %20, %16 ], [ %12, %8 ], [ %31, %27 ]
  %35 = phi double [ %0, %14 ], [ %26, %16 ], [ %11, %8 ], [ %30, %27 ]
  %36 = add nsw i32 %34, 1023
  %37 = zext i32 %36 to i64
  %38 = shl nuw nsw i64 %37, 52
  %39 = bitcast i64 %38 to double
  %40 = fmul double %35, %39
  ret double %40
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn writeonly
define dso_local double @modf(double noundef %0, double* nocapture noundef writeonly %1) local_unnamed_addr #6 {
  %3 = tail call double @llvm.trunc.f64(double %0)
  store double %3, double* %1, align 8
  %4 = tail call double @llvm.fabs.f64(double %0) #12
  %5 = fcmp oeq double %4, 0x7FF0000000000000
  %6 = fsub double %0, %3
  %7 = select i1 %5, double 0.000000e+00, double %6
  %8 = tail call double @llvm.copysign.f64(double %7, double %0)
  ret double %8
}

; Function Attrs: nofree nosync nounwind writeonly
define dso_local double @exp(double noundef %0) local_unnamed_addr #7 {
  %2 = fcmp uno double %0, 0.000000e+00
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = fadd double %0, %0
  br label %13

5:                                                ; preds = %1
  %6 = fcmp ogt double %0, 0x40862E42FEFA39EF
  br i1 %6, label %7, label %8

7:                                                ; preds = %5
  store i32 34, i32* @errno, align 4
  br label %13

8:                                                ; preds = %5
  %9 = fcmp olt double %0, 0xC0874910D52D3052
  br i1 %9, label %10, label %11

10:                                               ; preds = %8
  store i32 34, i32* @errno, align 4
  br label %13

11:                                               ; preds = %8
  %12 = tail call fastcc double @exp_dd(double noundef %0, double noundef 0.000000e+00) #13
  br label %13

13:                                               ; preds = %11, %10, %7, %3
  %14 = phi double [ %4, %3 ], [ 0x7FF0000000000000, %7 ], [ 0.000000e+00, %10 ], [ %12, %11 ]
  ret double %14
}

; Function Attrs: nofree nosync nounwind writeonly
define internal fastcc double @exp_dd(double noundef %0, double noundef %1) unnamed_addr #7 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #14
  %6 = bitcast double* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #14
  %7 = call fastcc i32 @exp_parts(double noundef %0, double noundef %1, double* noundef nonnull %3, double* noundef nonnull %4) #13, !range !4
  %8 = load double, double* %3, align 8
  %9 = load double, double* %4, align 8
  %10 = fadd double %8, %9
  %11 = icmp slt i32 %7, 3000
  %12 = select i1 %11, i32 %7, i32 3000
  %13 = icmp sgt i32 %12, -3000
  %14 = select i1 %13, i32 %12, i32 -3000
  %15 = icmp sgt i32 %14, 1023
  br i1 %15, label %16, label %22

16:                                               ; preds = %2, %16
  %17 = phi double [ %19, %16 ], [ %10, %2 ]
  %18 = phi i32 [ %20, %16 ], [ %12, %2 ]
  %19 = fmul double %17, 0x7FE0000000000000
  %20 = add nsw i32 %18, -1023
  %21 = icmp ugt i32 %18, 2046
  br i1 %21, label %16, label %41, !llvm.loop !1

22:                                               ; preds = %2
  %23 = icmp slt i32 %14, -1022
  br i1 %23, label %24, label %41

24:                                               ; preds = %22
  %25 = icmp ult i32 %14, -1075
  %26 = add nuw nsw i32 %14, 53
  %27 = select i1 %25, i32 -969, i32 %26
  %28 = sub nsw i32 %14, %27
  %29 = icmp ult i32 %28, -1022
  %30 = add nsw i32 %27, 1023
  %31 = zext i32 %30 to i64
  %32 = shl nuw nsw i64 %31, 52
  %33 = bitcast i64 %32 to double
  %34 = fmul double %10, %33
  br i1 %29, label %35, label %41

35:                                               ; preds = %24, %35
  %36 = phi double [ %38, %35 ], [ %34, %24 ]
  %37 = phi i32 [ %39, %35 ], [ %28, %24 ]
  %38 = fmul double %36, 0x10000000000000
  %39 = add nuw nsw i32 %37, 1022
  %40 = icmp ult i32 %37, -2044
  br i1 %40, label %35, label %41, !llvm.loop !3

41:                                               ; preds = %35, %16, %22, %24
  %42 = phi i32 [ %12, %22 ], [ %28, %24 ], [ %20, %16 ], [ %39, %35 ]
  %43 = phi double [ %10, %22 ], [ %34, %24 ], [ %19, %16 ], [ %38, %35 ]
  %44 = add nsw i32 %42, 1023
  %45 = zext i32 %44 to i64
  %46 = shl nuw nsw i64 %45, 52
  %47 = bitcast i64 %46 to double
  %48 = fmul double %43, %47
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #14
  ret double %48
}

; Function Attrs: nofree nosync nounwind
define dso_local double @exp2(double noundef %0) local_unnamed_addr #8 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = fcmp uno double %0, 0.000000e+00
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = fadd double %0, %0
  br label %62

7:                                                ; preds = %1
  %8 = fcmp ult double %0, 1.024000e+03
  br i1 %8, label %10, label %9

9:                                                ; preds = %7
  store i32 34, i32* @errno, align 4
  br label %62

10:                                               ; preds = %7
  %11 = fcmp olt double %0, -1.075000e+03
  br i1 %11, label %62, label %12

12:                                               ; preds = %10
  %13 = tail call double @llvm.trunc.f64(double %0)
  %14 = fcmp oeq double %13, %0
  br i1 %14, label %15, label %54

15:                                               ; preds = %12
  %16 = fptosi double %0 to i32
  %17 = icmp slt i32 %16, 3000
  %18 = select i1 %17, i32 %16, i32 3000
  %19 = icmp sgt i32 %18, -3000
  %20 = select i1 %19, i32 %18, i32 -3000
  %21 = icmp sgt i32 %20, 1023
  br i1 %21, label %22, label %28

22:                                               ; preds = %15, %22
  %23 = phi double [ %25, %22 ], [ 1.000000e+00, %15 ]
  %24 = phi i32 [ %26, %22 ], [ %18, %15 ]
  %25 = fmul double %23, 0x7FE0000000000000
  %26 = add nsw i32 %24, -1023
  %27 = icmp ugt i32 %24, 2046
  br i1 %27, label %22, label %46, !llvm.loop !1

28:                                               ; preds = %15
  %29 = icmp slt i32 %20, -1022
  br i1 %29, label %30, label %46

30:                                               ; preds = %28
  %31 = icmp ult i32 %20, -1075
  %32 = add nuw nsw i32 %20, 53
  %33 = select i1 %31, i32 -969, i32 %32
  %34 = sub nsw i32 %20, %33
  %35 = icmp ult i32 %34, -1022
  %36 = add nsw i32 %33, 1023
  %37 = zext i32 %36 to i64
  %38 = shl nuw nsw i64 %37, 52
  %39 = bitcast i64 %38 to double
  br i1 %35, label %40, label %46

40:                                               ; preds = %30, %40
  %41 = phi double [ %43, %40 ], [ %39, %30 ]
  %42 = phi i32 [ %44, %40 ], [ %34, %30 ]
  %43 = fmul double %41, 0x10000000000000
  %44 = add nuw nsw i32 %42, 1022
  %45 = icmp ult i32 %42, -2044
  br i1 %45, label %40, label %46, !llvm.loop !3

46:                                               ; preds = %40, %22, %28, %30
  %47 = phi i32 [ %18, %28 ], [ %34, %30 ], [ %26, %22 ], [ %44, %40 ]
  %48 = phi double [ 1.000000e+00, %28 ], [ %39, %30 ], [ %25, %22 ], [ %43, %40 ]
  %49 = add nsw i32 %47, 1023
  %50 = zext i32 %49 to i64
  %51 = shl nuw nsw i64 %50, 52
  %52 = bitcast i64 %51 to double
  %53 = fmul double %48, %52
  br label %62

54:                                               ; preds = %12
  %55 = bitcast double* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %55) #14
  %56 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %56) #14
  call fastcc void @two_prod(double noundef %0, double noundef 0x3FE62E42FEFA39EF, double* noundef nonnull %2, double* noundef nonnull %3) #13
  %57 = load double, double* %2, align 8
  %58 = load double, double* %3, align 8
  %59 = fmul double %0, 0x3C7ABC9E3B39803F
  %60 = fadd double %59, %58
  %61 = tail call fastcc double @exp_dd(double noundef %57, double noundef %60) #13
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %56) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %55) #14
  br label %62

62:                                               ; preds = %10, %54, %46, %9, %5
  %63 = phi double [ %6, %5 ], [ 0x7FF0000000000000, %9 ], [ %53, %46 ], [ %61, %54 ], [ 0.000000e+00, %10 ]
  ret double %63
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define internal fastcc void @two_prod(double noundef %0, double noundef %1, double* nocapture noundef %2, double* nocapture noundef writeonly %3) unnamed_addr #9 {
  %5 = fmul double %0, %1
  store double %5, double* %2, align 8
  %6 = fmul double %0, 0x41A0000002000000
  %7 = fsub double %6, %0
  %8 = fsub double %6, %7
  %9 = fsub double %0, %8
  %10 = fmul double %1, 0x41A0000002000000
  %11 = fsub double %10, %1
  %12 = fsub double %10, %11
  %13 = fsub double %1, %12
  %14 = fmul double %8, %12
  %15 = fsub double %14, %5
  %16 = fmul double %8, %13
  %17 = fadd double %15, %16
  %18 = fmul double %9, %12
  %19 = fadd double %18, %17
  %20 = fmul double %9, %13
  %21 = fadd double %20, %19
  store double %21, double* %3, align 8
  ret void
}

; Function Attrs: nofree nosync nounwind writeonly
define dso_local double @expm1(double noundef %0) local_unnamed_addr #7 {
  %2 = tail call double @llvm.fabs.f64(double %0)
  %3 = fcmp olt double %2, 7.812500e-03
  br i1 %3, label %4, label %20

4:                                                ; preds = %1
  %5 = fmul double %0, %0
  %6 = fmul double %0, 0x3EFA01A01A01A01A
  %7 = fadd double %6, 0x3F2A01A01A01A01A
  %8 = fmul double %7, %0
  %9 = fadd double %8, 0x3F56C16C16C16C17
  %10 = fmul double %9, %0
  %11 = fadd double %10, 0x3F81111111111111
  %12 = fmul double %11, %0
  %13 = fadd double %12, 0x3FA5555555555555
  %14 = fmul double %13, %0
  %15 = fadd double %14, 0x3FC5555555555555
  %16 = fmul double %15, %0
  %17 = fadd double %16, 5.000000e-01
  %18 = fmul double %5, %17
  %19 = fadd double %18, %0
  br label %136

20:                                               ; preds = %1
  %21 = fcmp olt double %0, -4.000000e+01
  br i1 %21, label %136, label %22

22:                                               ; preds = %20
  %23 = fcmp ogt double %0, 0x40862E42FEFA39EF
  br i1 %23, label %24, label %29

24:                                               ; preds = %22
  %25 = fcmp uno double %0, 0.000000e+00
  br i1 %25, label %26, label %28

26:                                               ; preds = %24
  %27 = fadd double %0, %0
  br label %136

28:                                               ; preds = %24
  store i32 34, i32* @errno, align 4
  br label %136

29:                                               ; preds = %22
  %30 = fmul double %0, 0x40571547652B82FE
  %31 = tail call double @llvm.round.f64(double %30)
  %32 = fptosi double %31 to i32
  %33 = fmul double %31, 0x3F862E42FEFA0000
  %34 = fsub double %0, %33
  %35 = fmul double %31, 0x3D1CF79ABC9E3B3A
  %36 = fsub double %34, %35
  %37 = fmul double %36, %36
  %38 = fmul double %36, 0x3F56C16C16C16C17
  %39 = fadd double %38, 0x3F81111111111111
  %40 = fmul double %36, %39
  %41 = fadd double %40, 0x3FA5555555555555
  %42 = fmul double %36, %41
  %43 = fadd double %42, 0x3FC5555555555555
  %44 = fmul double %36, %43
  %45 = fadd double %44, 5.000000e-01
  %46 = fmul double %37, %45
  %47 = fadd double %36, %46
  %48 = and i32 %32, 63
  %49 = and i32 %32, -64
  %50 = sdiv i32 %49, 64
  %51 = getelementptr inbounds [64 x [2 x double]], [64 x [2 x double]]* @EXP_TAB, i32 0, i32 %48, i32 0
  %52 = load double, double* %51, align 8
  %53 = icmp slt i32 %50, 3000
  %54 = select i1 %53, i32 %50, i32 3000
  %55 = icmp sgt i32 %54, -3000
  %56 = select i1 %55, i32 %54, i32 -3000
  %57 = icmp sgt i32 %56, 1023
  br i1 %57, label %58, label %64

58:                                               ; preds = %29, %58
  %59 = phi double [ %61, %58 ], [ %52, %29 ]
  %60 = phi i32 [ %62, %58 ], [ %54, %29 ]
  %61 = fmul double %59, 0x7FE0000000000000
  %62 = add nsw i32 %60, -1023
  %63 = icmp ugt i32 %60, 2046
  br i1 %63, label %58, label %83, !llvm.loop !1

64:                                               ; preds = %29
  %65 = icmp slt i32 %56, -1022
  br i1 %65, label %66, label %83

66:                                               ; preds = %64
  %67 = icmp ult i32 %56, -1075
  %68 = add nuw nsw i32 %56, 53
  %69 = select i1 %67, i32 -969, i32 %68
  %70 = sub nsw i32 %56, %69
  %71 = icmp ult i32 %70, -1022
  %72 = add nsw i32 %69, 1023
  %73 = zext i32 %72 to i64
  %74 = shl nuw nsw i64 %73, 52
  %75 = bitcast i64 %74 to double
  %76 = fmul double %52, %75
  br i1 %71, label %77, label %83

77:                                               ; preds = %66, %77
  %78 = phi double [ %80, %77 ], [ %76, %66 ]
  %79 = phi i32 [ %81, %77 ], [ %70, %66 ]
  %80 = fmul double %78, 0x10000000000000
  %81 = add nuw nsw i32 %79, 1022
  %82 = icmp ult i32 %79, -2044
  br i1 %82, label %77, label %83, !llvm.loop !3

83:                                               ; preds = %77, %58, %64, %66
  %84 = phi i32 [ %54, %64 ], [ %70, %66 ], [ %62, %58 ], [ %81, %77 ]
  %85 = phi double [ %52, %64 ], [ %76, %66 ], [ %61, %58 ], [ %80, %77 ]
  %86 = add nsw i32 %84, 1023
  %87 = zext i32 %86 to i64
  %88 = shl nuw nsw i64 %87, 52
  %89 = bitcast i64 %88 to double
  %90 = fmul double %85, %89
  %91 = getelementptr inbounds [64 x [2 x double]], [64 x [2 x double]]* @EXP_TAB, i32 0, i32 %48, i32 1
  %92 = load double, double* %91, align 8
  %93 = fmul double %47, %52
  %94 = fadd double %93, %92
  br i1 %57, label %95, label %101

95:                                               ; preds = %83, %95
  %96 = phi double [ %98, %95 ], [ %94, %83 ]
  %97 = phi i32 [ %99, %95 ], [ %54, %83 ]
  %98 = fmul double %96, 0x7FE0000000000000
  %99 = add nsw i32 %97, -1023
  %100 = icmp ugt i32 %97, 2046
  br i1 %100, label %95, label %120, !llvm.loop !1

101:                                              ; preds = %83
  %102 = icmp slt i32 %56, -1022
  br i1 %102, label %103, label %120

103:                                              ; preds = %101
  %104 = icmp ult i32 %56, -1075
  %105 = add nuw nsw i32 %56, 53
  %106 = select i1 %104, i32 -969, i32 %105
  %107 = sub nsw i32 %56, %106
  %108 = icmp ult i32 %107, -1022
  %109 = add nsw i32 %106, 1023
  %110 = zext i32 %109 to i64
  %111 = shl nuw nsw i64 %110, 52
  %112 = bitcast i64 %111 to double
  %113 = fmul double %94, %112
  br i1 %108, label %114, label %120

114:                                              ; preds = %103, %114
  %115 = phi double [ %117, %114 ], [ %113, %103 ]
  %116 = phi i32 [ %118, %114 ], [ %107, %103 ]
  %117 = fmul double %115, 0x10000000000000
  %118 = add nuw nsw i32 %116, 1022
  %119 = icmp ult i32 %116, -2044
  br i1 %119, label %114, label %120, !llvm.loop !3

120:                                              ; preds = %114, %95, %101, %103
  %121 = phi i32 [ %54, %101 ], [ %107, %103 ], [ %99, %95 ], [ %118, %114 ]
  %122 = phi double [ %94, %101 ], [ %113, %103 ], [ %98, %95 ], [ %117, %114 ]
  %123 = add nsw i32 %121, 1023
  %124 = zext i32 %123 to i64
  %125 = shl nuw nsw i64 %124, 52
  %126 = bitcast i64 %125 to double
  %127 = fmul double %122, %126
  %128 = fadd double %90, -1.000000e+00
  %129 = fsub double %128, %90
  %130 = fsub double %128, %129
  %131 = fsub double %90, %130
  %132 = fsub double -1.000000e+00, %129
  %133 = fadd double %132, %131
  %134 = fadd double %133, %127
  %135 = fadd double %128, %134
  br label %136

136:                                              ; preds = %28, %26, %20, %120, %4
  %137 = phi double [ %19, %4 ], [ %135, %120 ], [ -1.000000e+00, %20 ], [ %27, %26 ], [ 0x7FF0000000000000, %28 ]
  ret double %137
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local double @log(double noundef %0) local_unnamed_addr #9 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = fcmp uno double %0, 0.000000e+00
  %5 = fcmp oeq double %0, 0x7FF0000000000000
  %6 = or i1 %4, %5
  br i1 %6, label %7, label %9

7:                                                ; preds = %1
  %8 = fadd double %0, %0
  br label %21

9:                                                ; preds = %1
  %10 = fcmp oeq double %0, 0.000000e+00
  br i1 %10, label %11, label %12

11:                                               ; preds = %9
  store i32 34, i32* @errno, align 4
  br label %21

12:                                               ; preds = %9
  %13 = fcmp olt double %0, 0.000000e+00
  br i1 %13, label %14, label %15

14:                                               ; preds = %12
  store i32 33, i32* @errno, align 4
  br label %21

15:                                               ; preds = %12
  %16 = bitcast double* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %16) #14
  %17 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %17) #14
  call fastcc void @log_dd(double noundef %0, double* noundef nonnull %2, double* noundef nonnull %3) #13
  %18 = load double, double* %2, align 8
  %19 = load double, double* %3, align 8
  %20 = fadd double %18, %19
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %17) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %16) #14
  br label %21

21:                                               ; preds = %15, %14, %11, %7
  %22 = phi double [ %8, %7 ], [ 0xFFF0000000000000, %11 ], [ 0x7FF8000000000000, %14 ], [ %20, %15 ]
  ret double %22
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define internal fastcc void @log_dd(double noundef %0, double* nocapture noundef writeonly %1, double* nocapture noundef writeonly %2) unnamed_addr #9 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = bitcast double %0 to i64
  %7 = icmp ult i64 %6, 4503599627370496
  %8 = fmul double %0, 0x43F0000000000000
  %9 = bitcast double %8 to i64
  %10 = select i1 %7, i64 %9, i64 %6
  %11 = lshr i64 %10, 52
  %12 = trunc i64 %11 to i32
  %13 = and i64 %10, 4503599627370495
  %14 = or i64 %13, 4607182418800017408
  %15 = bitcast i64 %14 to double
  %16 = fcmp ogt double %15, 0x3FF6A09E667F3BCD
  %17 = fmul double %15, 5.000000e-01
  %18 = select i1 %16, double %17, double %15
  %19 = zext i1 %16 to i32
  %20 = select i1 %7, i32 -1087, i32 -1023
  %21 = add nsw i32 %20, %12
  %22 = add nsw i32 %21, %19
  %23 = fadd double %18, -1.000000e+00
  %24 = fmul double %23, 1.280000e+02
  %25 = tail call double @llvm.round.f64(double %24)
  %26 = fptosi double %25 to i32
  %27 = sitofp i32 %26 to double
  %28 = fmul double %27, 7.812500e-03
  %29 = fadd double %28, 1.000000e+00
  %30 = fsub double %18, %29
  %31 = bitcast double* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %31) #14
  %32 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %32) #14
  %33 = fmul double %29, 2.000000e+00
  %34 = fadd double %33, %30
  %35 = fsub double %34, %33
  %36 = fsub double %34, %35
  %37 = fsub double %33, %36
  %38 = fsub double %30, %35
  %39 = fadd double %38, %37
  %40 = fdiv double %30, %34
  call fastcc void @two_prod(double noundef %40, double noundef %34, double* noundef nonnull %4, double* noundef nonnull %5) #13
  %41 = load double, double* %4, align 8
  %42 = fsub double %30, %41
  %43 = load double, double* %5, align 8
  %44 = fsub double %42, %43
  %45 = fmul double %40, %39
  %46 = fsub double %44, %45
  %47 = fdiv double %46, %34
  %48 = fmul double %40, %40
  %49 = fmul double %40, %48
  %50 = fmul double %48, 0x3FC745D1745D1746
  %51 = fadd double %50, 0x3FCC71C71C71C71C
  %52 = fmul double %48, %51
  %53 = fadd double %52, 0x3FD2492492492492
  %54 = fmul double %48, %53
  %55 = fadd double %54, 4.000000e-01
  %56 = fmul double %48, %55
  %57 = fadd double %56, 0x3FE5555555555555
  %58 = fmul double %49, %57
  %59 = sitofp i32 %22 to double
  %60 = fmul double %59, 0x3FE62E42FEFA2000
  %61 = add nsw i32 %26, 40
  %62 = getelementptr inbounds [97 x [2 x double]], [97 x [2 x double]]* @LOG_TAB, i32 0, i32 %61, i32 0
  %63 = load double, double* %62, align 8
  %64 = fadd double %60, %63
  %65 = fsub double %64, %60
  %66 = fsub double %64, %65
  %67 = fsub double %60, %66
  %68 = fsub double %63, %65
  %69 = fadd double %68, %67
  %70 = fmul double %40, 2.000000e+00
  %71 = fadd double %70, %64
  %72 = fsub double %71, %64
  %73 = fsub double %71, %72
  %74 = fsub double %64, %73
  %75 = fsub double %70, %72
  %76 = fadd double %75, %74
  %77 = fadd double %69, %76
  %78 = fmul double %59, 0x3D69EF35793C7673
  %79 = fadd double %78, %77
  %80 = getelementptr inbounds [97 x [2 x double]], [97 x [2 x double]]* @LOG_TAB, i32 0, i32 %61, i32 1
  %81 = load double, double* %80, align 8
  %82 = fadd double %81, %79
  %83 = fmul double %47, 2.000000e+00
  %84 = fadd double %83, %82
  %85 = fadd double %58, %84
  %86 = fadd double %71, %85
  %87 = fsub double %86, %71
  %88 = fsub double %85, %87
  store double %86, double* %1, align 8
  store double %88, double* %2, align 8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %32) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %31) #14
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local double @log2(double noundef %0) local_unnamed_addr #9 {
  %2 = bitcast double %0 to i64
  %3 = and i64 %2, 4503599627370495
  %4 = icmp eq i64 %3, 0
  %5 = add i64 %2, -4503599627370496
  %6 = icmp ult i64 %5, 9214364837600034816
  %7 = and i1 %4, %6
  br i1 %7, label %8, label %13

8:                                                ; preds = %1
  %9 = lshr i64 %2, 52
  %10 = trunc i64 %9 to i32
  %11 = add nsw i32 %10, -1023
  %12 = sitofp i32 %11 to double
  br label %15

13:                                               ; preds = %1
  %14 = tail call fastcc double @log_scaled(double noundef %0, double* noundef getelementptr inbounds ([2 x double], [2 x double]* @INV_LN2, i32 0, i32 0)) #13
  br label %15

15:                                               ; preds = %13, %8
  %16 = phi double [ %12, %8 ], [ %14, %13 ]
  ret double %16
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define internal fastcc double @log_scaled(double noundef %0, double* nocapture noundef readonly %1) unnamed_addr #9 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = fcmp uno double %0, 0.000000e+00
  %10 = fcmp oeq double %0, 0x7FF0000000000000
  %11 = or i1 %9, %10
  br i1 %11, label %12, label %14

12:                                               ; preds = %2
  %13 = fadd double %0, %0
  br label %26

14:                                               ; preds = %2
  %15 = fcmp oeq double %0, 0.000000e+00
  br i1 %15, label %16, label %17

16:                                               ; preds = %14
  store i32 34, i32* @errno, align 4
  br label %26

17:                                               ; preds = %14
  %18 = fcmp olt double %0, 0.000000e+00
  br i1 %18, label %19, label %20

19:                                               ; preds = %17
  store i32 33, i32* @errno, align 4
  br label %50

20:                                               ; preds = %17
  %21 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %21) #14
  %22 = bitcast double* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %22) #14
  call fastcc void @log_dd(double noundef %0, double* noundef nonnull %3, double* noundef nonnull %4) #15
  %23 = load double, double* %3, align 8
  %24 = load double, double* %4, align 8
  %25 = fadd double %23, %24
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %21) #14
  br label %26

26:                                               ; preds = %12, %16, %20
  %27 = phi double [ %13, %12 ], [ 0xFFF0000000000000, %16 ], [ %25, %20 ]
  %28 = fcmp uno double %27, 0.000000e+00
  %29 = tail call double @llvm.fabs.f64(double %27) #12
  %30 = fcmp oeq double %29, 0x7FF0000000000000
  %31 = select i1 %28, i1 true, i1 %30
  br i1 %31, label %50, label %32

32:                                               ; preds = %26
  %33 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %33) #14
  %34 = bitcast double* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %34) #14
  %35 = bitcast double* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %35) #14
  %36 = bitcast double* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %36) #14
  call fastcc void @log_dd(double noundef %0, double* noundef nonnull %5, double* noundef nonnull %6) #13
  %37 = load double, double* %5, align 8
  %38 = load double, double* %1, align 8
  call fastcc void @two_prod(double noundef %37, double noundef %38, double* noundef nonnull %7, double* noundef nonnull %8) #13
  %39 = load double, double* %7, align 8
  %40 = load double, double* %8, align 8
  %41 = getelementptr inbounds double, double* %1, i32 1
  %42 = load double, double* %41, align 8
  %43 = fmul double %37, %42
  %44 = fadd double %40, %43
  %45 = load double, double* %6, align 8
  %46 = load double, double* %1, align 8
  %47 = fmul double %45, %46
  %48 = fadd double %44, %47
  %49 = fadd double %39, %48
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %36) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %35) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %34) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %33) #14
  br label %50

50:                                               ; preds = %19, %26, %32
  %51 = phi double [ %49, %32 ], [ %27, %26 ], [ 0x7FF8000000000000, %19 ]
  ret double %51
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local double @log10(double noundef %0) local_unnamed_addr #9 {
  %2 = tail call fastcc double @log_scaled(double noundef %0, double* noundef getelementptr inbounds ([2 x double], [2 x double]* @INV_LN10, i32 0, i32 0)) #13
  ret double %2
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local double @log1p(double noundef %0) local_unnamed_addr #9 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = tail call double @llvm.fabs.f64(double %0)
  %5 = fcmp olt double %4, 0x3E10000000000000
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = fmul double %0, %0
  %8 = fmul double %7, 5.000000e-01
  %9 = fsub double %0, %8
  br label %31

10:                                               ; preds = %1
  %11 = fcmp oeq double %0, -1.000000e+00
  br i1 %11, label %31, label %12

12:                                               ; preds = %10
  %13 = bitcast double* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #14
  %14 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %14) #14
  %15 = fadd double %0, 1.000000e+00
  %16 = fadd double %15, -1.000000e+00
  %17 = fcmp ugt double %15, 0.000000e+00
  br i1 %17, label %19, label %18

18:                                               ; preds = %12
  store i32 33, i32* @errno, align 4
  br label %29

19:                                               ; preds = %12
  %20 = fsub double %0, %16
  %21 = fsub double %16, %15
  %22 = fadd double %21, 1.000000e+00
  %23 = fadd double %20, %22
  call fastcc void @log_dd(double noundef %15, double* noundef nonnull %2, double* noundef nonnull %3) #13
  %24 = load double, double* %2, align 8
  %25 = load double, double* %3, align 8
  %26 = fdiv double %23, %15
  %27 = fadd double %26, %25
  %28 = fadd double %24, %27
  br label %29

29:                                               ; preds = %19, %18
  %30 = phi double [ 0x7FF8000000000000, %18 ], [ %28, %19 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #14
  br label %31

31:                                               ; preds = %10, %29, %6
  %32 = phi double [ %9, %6 ], [ %30, %29 ], [ 0xFFF0000000000000, %10 ]
  ret double %32
}

; Function Attrs: nofree nosync nounwind
define dso_local double @pow(double noundef %0, double noundef %1) local_unnamed_addr #8 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = fcmp oeq double %1, 0.000000e+00
  %8 = fcmp oeq double %0, 1.000000e+00
  %9 = or i1 %8, %7
  br i1 %9, label %88, label %10

10:                                               ; preds = %2
  %11 = fcmp uno double %0, %1
  br i1 %11, label %12, label %14

12:                                               ; preds = %10
  %13 = fadd double %0, %1
  br label %88

14:                                               ; preds = %10
  %15 = tail call double @llvm.fabs.f64(double %0)
  %16 = tail call double @llvm.fabs.f64(double %1) #12
  %17 = fcmp oeq double %16, 0x7FF0000000000000
  br i1 %17, label %18, label %25

18:                                               ; preds = %14
  %19 = fcmp oeq double %15, 1.000000e+00
  br i1 %19, label %88, label %20

20:                                               ; preds = %18
  %21 = fcmp ule double %15, 1.000000e+00
  %22 = fcmp ogt double %1, 0.000000e+00
  %23 = xor i1 %21, %22
  %24 = select i1 %23, double 0x7FF0000000000000, double 0.000000e+00
  br label %88

25:                                               ; preds = %14
  %26 = fcmp oge double %16, 0x4340000000000000
  %27 = tail call double @llvm.trunc.f64(double %1) #14
  %28 = fcmp une double %27, %1
  %29 = select i1 %26, i1 true, i1 %28
  br i1 %29, label %34, label %30

30:                                               ; preds = %25
  %31 = frem double %1, 2.000000e+00
  %32 = fcmp une double %31, 0.000000e+00
  %33 = zext i1 %32 to i32
  br label %34

34:                                               ; preds = %25, %30
  %35 = phi i32 [ %33, %30 ], [ 0, %25 ]
  %36 = fcmp oeq double %0, 0.000000e+00
  br i1 %36, label %37, label %46

37:                                               ; preds = %34
  %38 = fcmp olt double %1, 0.000000e+00
  br i1 %38, label %39, label %43

39:                                               ; preds = %37
  store i32 34, i32* @errno, align 4
  %40 = icmp eq i32 %35, 0
  %41 = tail call double @llvm.copysign.f64(double 0x7FF0000000000000, double %0)
  %42 = select i1 %40, double 0x7FF0000000000000, double %41
  br label %88

43:                                               ; preds = %37
  %44 = icmp eq i32 %35, 0
  %45 = select i1 %44, double 0.000000e+00, double %0
  br label %88

46:                                               ; preds = %34
  %47 = fcmp oeq double %15, 0x7FF0000000000000
  br i1 %47, label %48, label %56

48:                                               ; preds = %46
  %49 = fcmp olt double %1, 0.000000e+00
  %50 = select i1 %49, double 0.000000e+00, double 0x7FF0000000000000
  %51 = fcmp olt double %0, 0.000000e+00
  %52 = icmp ne i32 %35, 0
  %53 = and i1 %51, %52
  %54 = fneg double %50
  %55 = select i1 %53, double %54, double %50
  br label %88

56:                                               ; preds = %46
  %57 = fcmp uge double %0, 0.000000e+00
  %58 = xor i1 %28, true
  %59 = select i1 %57, i1 true, i1 %58
  br i1 %59, label %61, label %60

60:                                               ; preds = %56
  store i32 33, i32* @errno, align 4
  br label %88

61:                                               ; preds = %56
  %62 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %62) #14
  %63 = bitcast double* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %63) #14
  %64 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %64) #14
  %65 = bitcast double* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %65) #14
  call fastcc void @log_dd(double noundef %15, double* noundef nonnull %3, double* noundef nonnull %4) #13
  %66 = load double, double* %3, align 8
  call fastcc void @two_prod(double noundef %1, double noundef %66, double* noundef nonnull %5, double* noundef nonnull %6) #13
  %67 = load double, double* %4, align 8
  %68 = fmul double %67, %1
  %69 = load double, double* %6, align 8
  %70 = fadd double %69, %68
  %71 = load double, double* %5, align 8
  %72 = fadd double %70, %71
  %73 = fcmp ogt double %72, 0x40862E42FEFA5C4B
  br i1 %73, label %80, label %74

74:                                               ; preds = %61
  %75 = fcmp olt double %72, -7.452000e+02
  br i1 %75, label %80, label %76

76:                                               ; preds = %74
  %77 = tail call fastcc double @exp_dd(double noundef %71, double noundef %70) #13
  %78 = tail call double @llvm.fabs.f64(double %77) #12
  %79 = fcmp oeq double %78, 0x7FF0000000000000
  br i1 %79, label %80, label %82

80:                                               ; preds = %76, %74, %61
  %81 = phi double [ 0x7FF0000000000000, %61 ], [ 0.000000e+00, %74 ], [ %77, %76 ]
  store i32 34, i32* @errno, align 4
  br label %82

82:                                               ; preds = %80, %76
  %83 = phi double [ %77, %76 ], [ %81, %80 ]
  %84 = icmp eq i32 %35, 0
  %85 = or i1 %57, %84
  %86 = fneg double %83
  %87 = select i1 %85, double %83, double %86
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %65) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %64) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %63) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %62) #14
  br label %88

88:                                               ; preds = %20, %18, %60, %82, %48, %43, %39, %2, %12
  %89 = phi double [ %13, %12 ], [ 1.000000e+00, %2 ], [ %24, %20 ], [ 1.000000e+00, %18 ], [ %42, %39 ], [ %45, %43 ], [ %55, %48 ], [ 0x7FF8000000000000, %60 ], [ %87, %82 ]
  ret double %89
}

; Function Attrs: nofree nosync nounwind
define dso_local double @sin(double noundef %0) local_unnamed_addr #8 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = tail call double @llvm.fabs.f64(double %0) #12
  %13 = fcmp oeq double %12, 0x7FF0000000000000
  %14 = fcmp uno double %0, 0.000000e+00
  %15 = or i1 %14, %13
  br i1 %15, label %16, label %18

16:                                               ; preds = %1
  %17 = fsub double %0, %0
  br label %60

18:                                               ; preds = %1
  %19 = fcmp olt double %12, 0x3E50000000000000
  br i1 %19, label %60, label %20

20:                                               ; preds = %18
  %21 = bitcast double* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %21) #14
  %22 = bitcast double* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %22) #14
  %23 = call fastcc i32 @reduce(double noundef %0, double* noundef nonnull %10, double* noundef nonnull %11) #13
  switch i32 %23, label %49 [
    i32 0, label %24
    i32 1, label %32
    i32 2, label %40
  ]

24:                                               ; preds = %20
  %25 = load double, double* %10, align 8
  %26 = load double, double* %11, align 8
  %27 = bitcast double* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %27) #14
  %28 = bitcast double* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %28) #14
  call fastcc void @sin_dd(double noundef %25, double noundef %26, double* noundef nonnull %8, double* noundef nonnull %9) #15
  %29 = load double, double* %8, align 8
  %30 = load double, double* %9, align 8
  %31 = fadd double %29, %30
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %28) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %27) #14
  br label %58

32:                                               ; preds = %20
  %33 = load double, double* %10, align 8
  %34 = load double, double* %11, align 8
  %35 = bitcast double* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %35) #14
  %36 = bitcast double* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %36) #14
  call fastcc void @cos_dd(double noundef %33, double noundef %34, double* noundef nonnull %6, double* noundef nonnull %7) #15
  %37 = load double, double* %6, align 8
  %38 = load double, double* %7, align 8
  %39 = fadd double %37, %38
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %36) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %35) #14
  br label %58

40:                                               ; preds = %20
  %41 = load double, double* %10, align 8
  %42 = load double, double* %11, align 8
  %43 = bitcast double* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %43) #14
  %44 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %44) #14
  call fastcc void @sin_dd(double noundef %41, double noundef %42, double* noundef nonnull %4, double* noundef nonnull %5) #15
  %45 = load double, double* %4, align 8
  %46 = load double, double* %5, align 8
  %47 = fadd double %45, %46
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %44) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %43) #14
  %48 = fneg double %47
  br label %58

49:                                               ; preds = %20
  %50 = load double, double* %10, align 8
  %51 = load double, double* %11, align 8
  %52 = bitcast double* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %52) #14
  %53 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %53) #14
  call fastcc void @cos_dd(double noundef %50, double noundef %51, double* noundef nonnull %2, double* noundef nonnull %3) #15
  %54 = load double, double* %2, align 8
  %55 = load double, double* %3, align 8
  %56 = fadd double %54, %55
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %53) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %52) #14
  %57 = fneg double %56
  br label %58

58:                                               ; preds = %49, %40, %32, %24
  %59 = phi double [ %57, %49 ], [ %48, %40 ], [ %39, %32 ], [ %31, %24 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %21) #14
  br label %60

60:                                               ; preds = %18, %58, %16
  %61 = phi double [ %17, %16 ], [ %59, %58 ], [ %0, %18 ]
  ret double %61
}

; Function Attrs: nofree nosync nounwind
define internal fastcc i32 @reduce(double noundef %0, double* nocapture noundef %1, double* nocapture noundef %2) unnamed_addr #8 {
  %4 = alloca [10 x i32], align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call double @llvm.fabs.f64(double %0)
  %10 = fcmp ult double %9, 0x4150000000000000
  br i1 %10, label %289, label %11

11:                                               ; preds = %3
  %12 = bitcast double %9 to i64
  %13 = lshr i64 %12, 52
  %14 = trunc i64 %13 to i32
  %15 = icmp ugt i32 %14, 1077
  %16 = select i1 %15, i32 %14, i32 1077
  %17 = add nsw i32 %16, -1077
  %18 = lshr i32 %17, 5
  %19 = bitcast [10 x i32]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %19) #14
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(40) %19, i8 0, i32 40, i1 false) #14
  %20 = lshr i64 %12, 32
  %21 = trunc i64 %20 to i32
  %22 = and i32 %21, 1048575
  %23 = or i32 %22, 1048576
  %24 = and i64 %12, 4294967295
  %25 = zext i32 %23 to i64
  br label %72

26:                                               ; preds = %97
  %27 = add nsw i32 %16, -821
  %28 = and i32 %27, -32
  %29 = sub nsw i32 1075, %14
  %30 = add nsw i32 %28, %29
  %31 = ashr i32 %30, 5
  %32 = getelementptr inbounds [10 x i32], [10 x i32]* %4, i32 0, i32 %31
  %33 = load i32, i32* %32, align 4
  %34 = and i32 %30, 31
  %35 = lshr i32 %33, %34
  %36 = add nsw i32 %30, 1
  %37 = ashr i32 %36, 5
  %38 = getelementptr inbounds [10 x i32], [10 x i32]* %4, i32 0, i32 %37
  %39 = load i32, i32* %38, align 4
  %40 = and i32 %36, 31
  %41 = lshr i32 %39, %40
  %42 = shl i32 %41, 1
  %43 = and i32 %42, 2
  %44 = add nsw i32 %30, -32
  %45 = sub nsw i32 19, %14
  %46 = and i32 %45, 31
  %47 = ashr i32 %44, 5
  %48 = icmp eq i32 %46, 0
  %49 = getelementptr inbounds [10 x i32], [10 x i32]* %4, i32 0, i32 %47
  %50 = load i32, i32* %49, align 4
  br i1 %48, label %51, label %113

51:                                               ; preds = %26
  %52 = add nsw i32 %30, -64
  %53 = ashr i32 %52, 5
  %54 = getelementptr inbounds [10 x i32], [10 x i32]* %4, i32 0, i32 %53
  %55 = load i32, i32* %54, align 4
  %56 = add nsw i32 %30, -96
  %57 = ashr i32 %56, 5
  %58 = getelementptr inbounds [10 x i32], [10 x i32]* %4, i32 0, i32 %57
  %59 = load i32, i32* %58, align 4
  %60 = add nsw i32 %30, -128
  %61 = ashr i32 %60, 5
  %62 = getelementptr inbounds [10 x i32], [10 x i32]* %4, i32 0, i32 %61
  %63 = load i32, i32* %62, align 4
  %64 = add nsw i32 %30, -160
  %65 = ashr i32 %64, 5
  %66 = getelementptr inbounds [10 x i32], [10 x i32]* %4, i32 0, i32 %65
  %67 = load i32, i32* %66, align 4
  %68 = add nsw i32 %30, -192
  %69 = ashr i32 %68, 5
  %70 = getelementptr inbounds [10 x i32], [10 x i32]* %4, i32 0, i32 %69
  %71 = load i32, i32* %70, align 4
  br label %158

72:                                               ; preds = %97, %11
  %73 = phi i32 [ 0, %11 ], [ %98, %97 ]
  %74 = add nuw nsw i32 %73, %18
  %75 = getelementptr inbounds [40 x i32], [40 x i32]* @TWO_OVER_PI_BITS, i32 0, i32 %74
  %76 = load i32, i32* %75, align 4
  %77 = zext i32 %76 to i64
  %78 = sub nuw nsw i32 7, %73
  %79 = getelementptr inbounds [10 x i32], [10 x i32]* %4, i32 0, i32 %78
  %80 = load i32, i32* %79, align 4
  %81 = zext i32 %80 to i64
  %82 = mul nuw i64 %24, %77
  %83 = add nuw i64 %82, %81
  %84 = trunc i64 %83 to i32
  store i32 %84, i32* %79, align 4
  %85 = lshr i64 %83, 32
  %86 = sub nuw nsw i32 8, %73
  %87 = getelementptr inbounds [10 x i32], [10 x i32]* %4, i32 0, i32 %86
  %88 = load i32, i32* %87, align 4
  %89 = zext i32 %88 to i64
  %90 = mul nuw nsw i64 %77, %25
  %91 = add nuw nsw i64 %90, %89
  %92 = add nuw nsw i64 %91, %85
  %93 = trunc i64 %92 to i32
  store i32 %93, i32* %87, align 4
  %94 = icmp ugt i64 %92, 4294967295
  br i1 %94, label %95, label %97

95:                                               ; preds = %72
  %96 = sub nuw nsw i32 9, %73
  br label %100

97:                                               ; preds = %100, %72
  %98 = add nuw nsw i32 %73, 1
  %99 = icmp eq i32 %98, 8
  br i1 %99, label %26, label %72, !llvm.loop !5

100:                                              ; preds = %100, %95
  %101 = phi i64 [ %107, %100 ], [ %92, %95 ]
  %102 = phi i32 [ %109, %100 ], [ %96, %95 ]
  %103 = lshr i64 %101, 32
  %104 = getelementptr inbounds [10 x i32], [10 x i32]* %4, i32 0, i32 %102
  %105 = load i32, i32* %104, align 4
  %106 = zext i32 %105 to i64
  %107 = add nuw nsw i64 %103, %106
  %108 = trunc i64 %107 to i32
  store i32 %108, i32* %104, align 4
  %109 = add nuw nsw i32 %102, 1
  %110 = icmp ugt i64 %107, 4294967295
  %111 = icmp ult i32 %102, 9
  %112 = select i1 %110, i1 %111, i1 false
  br i1 %112, label %100, label %97, !llvm.loop !6

113:                                              ; preds = %26
  %114 = add nsw i32 %47, 1
  %115 = getelementptr inbounds [10 x i32], [10 x i32]* %4, i32 0, i32 %114
  %116 = load i32, i32* %115, align 4
  %117 = tail call i32 @llvm.fshr.i32(i32 %116, i32 %50, i32 %46) #14
  %118 = add nsw i32 %30, -64
  %119 = ashr i32 %118, 5
  %120 = getelementptr inbounds [10 x i32], [10 x i32]* %4, i32 0, i32 %119
  %121 = load i32, i32* %120, align 4
  %122 = add nsw i32 %119, 1
  %123 = getelementptr inbounds [10 x i32], [10 x i32]* %4, i32 0, i32 %122
  %124 = load i32, i32* %123, align 4
  %125 = tail call i32 @llvm.fshr.i32(i32 %124, i32 %121, i32 %46) #14
  %126 = add nsw i32 %30, -96
  %127 = ashr i32 %126, 5
  %128 = getelementptr inbounds [10 x i32], [10 x i32]* %4, i32 0, i32 %127
  %129 = load i32, i32* %128, align 4
  %130 = add nsw i32 %127, 1
  %131 = getelementptr inbounds [10 x i32], [10 x i32]* %4, i32 0, i32 %130
  %132 = load i32, i32* %131, align 4
  %133 = tail call i32 @llvm.fshr.i32(i32 %132, i32 %129, i32 %46) #14
  %134 = add nsw i32 %30, -128
  %135 = ashr i32 %134, 5
  %136 = getelementptr inbounds [10 x i32], [10 x i32]* %4, i32 0, i32 %135
  %137 = load i32, i32* %136, align 4
  %138 = add nsw i32 %135, 1
  %139 = getelementptr inbounds [10 x i32], [10 x i32]* %4, i32 0, i32 %138
  %140 = load i32, i32* %139, align 4
  %141 = tail call i32 @llvm.fshr.i32(i32 %140, i32 %137, i32 %46) #14
  %142 = add nsw i32 %30, -160
  %143 = ashr i32 %142, 5
  %144 = getelementptr inbounds [10 x i32], [10 x i32]* %4, i32 0, i32 %143
  %145 = load i32, i32* %144, align 4
  %146 = add nsw i32 %143, 1
  %147 = getelementptr inbounds [10 x i32], [10 x i32]* %4, i32 0, i32 %146
  %148 = load i32, i32* %147, align 4
  %149 = tail call i32 @llvm.fshr.i32(i32 %148, i32 %145, i32 %46) #14
  %150 = add nsw i32 %30, -192
  %151 = ashr i32 %150, 5
  %152 = getelementptr inbounds [10 x i32], [10 x i32]* %4, i32 0, i32 %151
  %153 = load i32, i32* %152, align 4
  %154 = add nsw i32 %151, 1
  %155 = getelementptr inbounds [10 x i32], [10 x i32]* %4, i32 0, i32 %154
  %156 = load i32, i32* %155, align 4
  %157 = tail call i32 @llvm.fshr.i32(i32 %156, i32 %153, i32 %46) #14
  br label %158

158:                                              ; preds = %113, %51
  %159 = phi i32 [ %55, %51 ], [ %125, %113 ]
  %160 = phi i32 [ %59, %51 ], [ %133, %113 ]
  %161 = phi i32 [ %63, %51 ], [ %141, %113 ]
  %162 = phi i32 [ %50, %51 ], [ %117, %113 ]
  %163 = phi i32 [ %67, %51 ], [ %149, %113 ]
  %164 = phi i32 [ %71, %51 ], [ %157, %113 ]
  %165 = and i32 %35, 1
  %166 = or i32 %43, %165
  %167 = icmp sgt i32 %162, -1
  br i1 %167, label %195, label %168

168:                                              ; preds = %158
  %169 = sub i32 0, %164
  %170 = icmp eq i32 %164, 0
  %171 = zext i1 %170 to i32
  %172 = xor i32 %163, -1
  %173 = add i32 %171, %172
  %174 = icmp eq i32 %173, 0
  %175 = select i1 %170, i1 %174, i1 false
  %176 = zext i1 %175 to i32
  %177 = xor i32 %161, -1
  %178 = add i32 %176, %177
  %179 = icmp eq i32 %178, 0
  %180 = select i1 %175, i1 %179, i1 false
  %181 = zext i1 %180 to i32
  %182 = xor i32 %160, -1
  %183 = add i32 %181, %182
  %184 = icmp eq i32 %183, 0
  %185 = select i1 %180, i1 %184, i1 false
  %186 = zext i1 %185 to i32
  %187 = xor i32 %159, -1
  %188 = add i32 %186, %187
  %189 = icmp eq i32 %188, 0
  %190 = select i1 %185, i1 %189, i1 false
  %191 = zext i1 %190 to i32
  %192 = xor i32 %162, -1
  %193 = add i32 %191, %192
  %194 = add nuw nsw i32 %166, 1
  br label %195

195:                                              ; preds = %158, %168
  %196 = phi i32 [ %159, %158 ], [ %188, %168 ]
  %197 = phi i32 [ %160, %158 ], [ %183, %168 ]
  %198 = phi i32 [ %161, %158 ], [ %178, %168 ]
  %199 = phi i32 [ %162, %158 ], [ %193, %168 ]
  %200 = phi i32 [ %163, %158 ], [ %173, %168 ]
  %201 = phi i32 [ %164, %158 ], [ %169, %168 ]
  %202 = phi i32 [ %166, %158 ], [ %194, %168 ]
  %203 = uitofp i32 %201 to double
  %204 = fmul double %203, 0x33F0000000000000
  %205 = uitofp i32 %200 to double
  %206 = fmul double %205, 0x35F0000000000000
  %207 = fadd double %204, %206
  %208 = fsub double %207, %206
  %209 = fsub double %207, %208
  %210 = fsub double %206, %209
  %211 = fsub double %204, %208
  %212 = fadd double %211, %210
  %213 = fadd double %212, 0.000000e+00
  %214 = fadd double %207, %213
  %215 = fsub double %207, %214
  %216 = fadd double %213, %215
  %217 = uitofp i32 %198 to double
  %218 = fmul double %217, 0x37F0000000000000
  %219 = fadd double %214, %218
  %220 = fsub double %219, %218
  %221 = fsub double %219, %220
  %222 = fsub double %218, %221
  %223 = fsub double %214, %220
  %224 = fadd double %223, %222
  %225 = fadd double %216, %224
  %226 = fadd double %219, %225
  %227 = fsub double %226, %219
  %228 = fsub double %225, %227
  %229 = uitofp i32 %197 to double
  %230 = fmul double %229, 0x39F0000000000000
  %231 = fadd double %226, %230
  %232 = fsub double %231, %230
  %233 = fsub double %231, %232
  %234 = fsub double %230, %233
  %235 = fsub double %226, %232
  %236 = fadd double %235, %234
  %237 = fadd double %228, %236
  %238 = fadd double %231, %237
  %239 = fsub double %238, %231
  %240 = fsub double %237, %239
  %241 = uitofp i32 %196 to double
  %242 = fmul double %241, 0x3BF0000000000000
  %243 = fadd double %238, %242
  %244 = fsub double %243, %242
  %245 = fsub double %243, %244
  %246 = fsub double %242, %245
  %247 = fsub double %238, %244
  %248 = fadd double %247, %246
  %249 = fadd double %240, %248
  %250 = fadd double %243, %249
  %251 = fsub double %250, %243
  %252 = fsub double %249, %251
  %253 = uitofp i32 %199 to double
  %254 = fmul double %253, 0x3DF0000000000000
  %255 = fadd double %250, %254
  %256 = fsub double %255, %254
  %257 = fsub double %255, %256
  %258 = fsub double %254, %257
  %259 = fsub double %250, %256
  %260 = fadd double %259, %258
  %261 = fadd double %252, %260
  %262 = fadd double %255, %261
  %263 = fsub double %262, %255
  %264 = fsub double %261, %263
  %265 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %265) #14
  %266 = bitcast double* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %266) #14
  call fastcc void @two_prod(double noundef %262, double noundef 0x3FF921FB54442D18, double* noundef nonnull %5, double* noundef nonnull %6) #15
  %267 = fmul double %262, 0x3C91A62633145C07
  %268 = fmul double %264, 0x3FF921FB54442D18
  %269 = fadd double %267, %268
  %270 = load double, double* %6, align 8
  %271 = fadd double %269, %270
  %272 = load double, double* %5, align 8
  %273 = fadd double %271, %272
  %274 = fsub double %273, %272
  %275 = fsub double %271, %274
  store double %275, double* %2, align 8
  store double %273, double* %1, align 8
  br i1 %167, label %280, label %276

276:                                              ; preds = %195
  %277 = fneg double %273
  store double %277, double* %1, align 8
  %278 = load double, double* %2, align 8
  %279 = fneg double %278
  store double %279, double* %2, align 8
  br label %280

280:                                              ; preds = %195, %276
  %281 = and i32 %202, 3
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %266) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %265) #14
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %19) #14
  %282 = fcmp olt double %0, 0.000000e+00
  br i1 %282, label %283, label %321

283:                                              ; preds = %280
  %284 = load double, double* %1, align 8
  %285 = fneg double %284
  store double %285, double* %1, align 8
  %286 = load double, double* %2, align 8
  %287 = fneg double %286
  store double %287, double* %2, align 8
  %288 = sub nsw i32 0, %281
  br label %321

289:                                              ; preds = %3
  %290 = fmul double %0, 0x3FE45F306DC9C883
  %291 = tail call double @llvm.round.f64(double %290)
  %292 = fmul double %291, 0x3FF921FB54000000
  %293 = fsub double %0, %292
  %294 = fmul double %291, 0xBE110B4611800000
  %295 = fadd double %294, %293
  %296 = fsub double %295, %293
  %297 = fsub double %295, %296
  %298 = fsub double %293, %297
  %299 = fsub double %294, %296
  %300 = fadd double %299, %298
  %301 = bitcast double* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %301) #14
  %302 = bitcast double* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %302) #14
  call fastcc void @two_prod(double noundef %291, double noundef 0x3C2313198A2E0370, double* noundef nonnull %7, double* noundef nonnull %8) #13
  %303 = load double, double* %7, align 8
  %304 = fneg double %303
  %305 = fsub double %295, %303
  %306 = fsub double %305, %295
  %307 = fsub double %305, %306
  %308 = fsub double %295, %307
  %309 = fsub double %304, %306
  %310 = fadd double %309, %308
  %311 = fadd double %300, %310
  %312 = load double, double* %8, align 8
  %313 = fsub double %311, %312
  %314 = fmul double %291, 0x38CCD129024E088A
  %315 = fsub double %313, %314
  %316 = fadd double %305, %315
  %317 = fsub double %316, %305
  %318 = fsub double %315, %317
  store double %318, double* %2, align 8
  store double %316, double* %1, align 8
  %319 = fptosi double %291 to i64
  %320 = trunc i64 %319 to i32
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %302) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %301) #14
  br label %321

321:                                              ; preds = %280, %283, %289
  %322 = phi i32 [ %320, %289 ], [ %288, %283 ], [ %281, %280 ]
  %323 = and i32 %322, 3
  ret i32 %323
}

; Function Attrs: nofree nosync nounwind
define dso_local double @cos(double noundef %0) local_unnamed_addr #8 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = tail call double @llvm.fabs.f64(double %0) #12
  %13 = fcmp oeq double %12, 0x7FF0000000000000
  %14 = fcmp uno double %0, 0.000000e+00
  %15 = or i1 %14, %13
  br i1 %15, label %16, label %18

16:                                               ; preds = %1
  %17 = fsub double %0, %0
  br label %58

18:                                               ; preds = %1
  %19 = bitcast double* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %19) #14
  %20 = bitcast double* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %20) #14
  %21 = call fastcc i32 @reduce(double noundef %0, double* noundef nonnull %10, double* noundef nonnull %11) #13
  switch i32 %21, label %48 [
    i32 0, label %22
    i32 1, label %30
    i32 2, label %39
  ]

22:                                               ; preds = %18
  %23 = load double, double* %10, align 8
  %24 = load double, double* %11, align 8
  %25 = bitcast double* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %25) #14
  %26 = bitcast double* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %26) #14
  call fastcc void @cos_dd(double noundef %23, double noundef %24, double* noundef nonnull %8, double* noundef nonnull %9) #15
  %27 = load double, double* %8, align 8
  %28 = load double, double* %9, align 8
  %29 = fadd double %27, %28
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %26) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %25) #14
  br label %56

30:                                               ; preds = %18
  %31 = load double, double* %10, align 8
  %32 = load double, double* %11, align 8
  %33 = bitcast double* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %33) #14
  %34 = bitcast double* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %34) #14
  call fastcc void @sin_dd(double noundef %31, double noundef %32, double* noundef nonnull %6, double* noundef nonnull %7) #15
  %35 = load double, double* %6, align 8
  %36 = load double, double* %7, align 8
  %37 = fadd double %35, %36
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %34) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %33) #14
  %38 = fneg double %37
  br label %56

39:                                               ; preds = %18
  %40 = load double, double* %10, align 8
  %41 = load double, double* %11, align 8
  %42 = bitcast double* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %42) #14
  %43 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %43) #14
  call fastcc void @cos_dd(double noundef %40, double noundef %41, double* noundef nonnull %4, double* noundef nonnull %5) #15
  %44 = load double, double* %4, align 8
  %45 = load double, double* %5, align 8
  %46 = fadd double %44, %45
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %43) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %42) #14
  %47 = fneg double %46
  br label %56

48:                                               ; preds = %18
  %49 = load double, double* %10, align 8
  %50 = load double, double* %11, align 8
  %51 = bitcast double* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %51) #14
  %52 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %52) #14
  call fastcc void @sin_dd(double noundef %49, double noundef %50, double* noundef nonnull %2, double* noundef nonnull %3) #15
  %53 = load double, double* %2, align 8
  %54 = load double, double* %3, align 8
  %55 = fadd double %53, %54
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %52) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %51) #14
  br label %56

56:                                               ; preds = %48, %39, %30, %22
  %57 = phi double [ %55, %48 ], [ %47, %39 ], [ %38, %30 ], [ %29, %22 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %20) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %19) #14
  br label %58

58:                                               ; preds = %56, %16
  %59 = phi double [ %17, %16 ], [ %57, %56 ]
  ret double %59
}

; Function Attrs: nofree nosync nounwind
define dso_local double @tan(double noundef %0) local_unnamed_addr #8 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = tail call double @llvm.fabs.f64(double %0) #12
  %11 = fcmp oeq double %10, 0x7FF0000000000000
  %12 = fcmp uno double %0, 0.000000e+00
  %13 = or i1 %12, %11
  br i1 %13, label %14, label %16

14:                                               ; preds = %1
  %15 = fsub double %0, %0
  br label %52

16:                                               ; preds = %1
  %17 = fcmp olt double %10, 0x3E50000000000000
  br i1 %17, label %52, label %18

18:                                               ; preds = %16
  %19 = bitcast double* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %19) #14
  %20 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %20) #14
  %21 = call fastcc i32 @reduce(double noundef %0, double* noundef nonnull %2, double* noundef nonnull %3) #13
  %22 = bitcast double* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %22) #14
  %23 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %23) #14
  %24 = bitcast double* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %24) #14
  %25 = bitcast double* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %25) #14
  %26 = load double, double* %2, align 8
  %27 = load double, double* %3, align 8
  call fastcc void @sin_dd(double noundef %26, double noundef %27, double* noundef nonnull %4, double* noundef nonnull %5) #13
  call fastcc void @cos_dd(double noundef %26, double noundef %27, double* noundef nonnull %6, double* noundef nonnull %7) #13
  %28 = and i32 %21, 1
  %29 = icmp eq i32 %28, 0
  %30 = load double, double* %6, align 8
  %31 = load double, double* %4, align 8
  %32 = select i1 %29, double %31, double %30
  %33 = load double, double* %7, align 8
  %34 = load double, double* %5, align 8
  %35 = select i1 %29, double %34, double %33
  %36 = fneg double %31
  %37 = select i1 %29, double %30, double %36
  %38 = fneg double %34
  %39 = select i1 %29, double %33, double %38
  %40 = fdiv double %32, %37
  %41 = bitcast double* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %41) #14
  %42 = bitcast double* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %42) #14
  call fastcc void @two_prod(double noundef %40, double noundef %37, double* noundef nonnull %8, double* noundef nonnull %9) #13
  %43 = load double, double* %8, align 8
  %44 = fsub double %32, %43
  %45 = load double, double* %9, align 8
  %46 = fsub double %44, %45
  %47 = fadd double %35, %46
  %48 = fmul double %40, %39
  %49 = fsub double %47, %48
  %50 = fdiv double %49, %37
  %51 = fadd double %40, %50
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %42) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %41) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %25) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %24) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %23) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %20) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %19) #14
  br label %52

52:                                               ; preds = %16, %18, %14
  %53 = phi double [ %15, %14 ], [ %51, %18 ], [ %0, %16 ]
  ret double %53
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define internal fastcc void @sin_dd(double noundef %0, double noundef %1, double* nocapture noundef writeonly %2, double* nocapture noundef writeonly %3) unnamed_addr #3 {
  %5 = fmul double %0, %0
  %6 = fmul double %5, 0x3CE952C77030AD4A
  %7 = fadd double %6, 0xBD6AE7F3E733B81F
  %8 = fmul double %5, %7
  %9 = fadd double %8, 0x3DE6124613A86D09
  %10 = fmul double %5, %9
  %11 = fadd double %10, 0xBE5AE64567F544E4
  %12 = fmul double %5, %11
  %13 = fadd double %12, 0x3EC71DE3A556C734
  %14 = fmul double %5, %13
  %15 = fadd double %14, 0xBF2A01A01A01A01A
  %16 = fmul double %5, %15
  %17 = fadd double %16, 0x3F81111111111111
  %18 = fmul double %5, %17
  %19 = fadd double %18, 0xBFC5555555555555
  %20 = fmul double %5, %19
  %21 = fmul double %5, 5.000000e-01
  %22 = fsub double 1.000000e+00, %21
  %23 = fmul double %22, %1
  %24 = fmul double %20, %0
  %25 = fadd double %23, %24
  %26 = fadd double %25, %0
  %27 = fsub double %26, %0
  %28 = fsub double %25, %27
  store double %28, double* %3, align 8
  store double %26, double* %2, align 8
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define internal fastcc void @cos_dd(double noundef %0, double noundef %1, double* nocapture noundef writeonly %2, double* nocapture noundef writeonly %3) unnamed_addr #3 {
  %5 = fmul double %0, %0
  %6 = fmul double %5, %5
  %7 = fmul double %5, 0x3CA6827863B97D97
  %8 = fsub double 0x3D2AE7F3E733B81F, %7
  %9 = fmul double %5, %8
  %10 = fadd double %9, 0xBDA93974A8C07C9D
  %11 = fmul double %5, %10
  %12 = fadd double %11, 0x3E21EED8EFF8D898
  %13 = fmul double %5, %12
  %14 = fadd double %13, 0xBE927E4FB7789F5C
  %15 = fmul double %5, %14
  %16 = fadd double %15, 0x3EFA01A01A01A01A
  %17 = fmul double %5, %16
  %18 = fadd double %17, 0xBF56C16C16C16C17
  %19 = fmul double %5, %18
  %20 = fadd double %19, 0x3FA5555555555555
  %21 = fmul double %6, %20
  %22 = fmul double %5, 5.000000e-01
  %23 = fsub double 1.000000e+00, %22
  %24 = fsub double 1.000000e+00, %23
  %25 = fsub double %24, %22
  %26 = fmul double %0, %1
  %27 = fsub double %21, %26
  %28 = fadd double %25, %27
  %29 = fadd double %23, %28
  %30 = fsub double %29, %23
  %31 = fsub double %28, %30
  store double %31, double* %3, align 8
  store double %29, double* %2, align 8
  ret void
}

; Function Attrs: nofree nosync nounwind
define dso_local double @atan(double noundef %0) local_unnamed_addr #8 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = fcmp uno double %0, 0.000000e+00
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = fadd double %0, %0
  br label %17

7:                                                ; preds = %1
  %8 = tail call double @llvm.fabs.f64(double %0)
  %9 = fcmp olt double %8, 0x3E40000000000000
  br i1 %9, label %17, label %10

10:                                               ; preds = %7
  %11 = bitcast double* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %11) #14
  %12 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #14
  call fastcc void @atan_dd(double noundef %8, double noundef 0.000000e+00, double* noundef nonnull %2, double* noundef nonnull %3) #13
  %13 = load double, double* %2, align 8
  %14 = load double, double* %3, align 8
  %15 = fadd double %13, %14
  %16 = tail call double @llvm.copysign.f64(double %15, double %0)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11) #14
  br label %17

17:                                               ; preds = %7, %10, %5
  %18 = phi double [ %6, %5 ], [ %16, %10 ], [ %0, %7 ]
  ret double %18
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @atan_dd(double noundef %0, double noundef %1, double* nocapture noundef writeonly %2, double* nocapture noundef writeonly %3) unnamed_addr #8 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = fcmp ugt double %0, 1.000000e+00
  br i1 %9, label %11, label %10

10:                                               ; preds = %4
  tail call fastcc void @atan_01(double noundef %0, double noundef %1, double* noundef %2, double* noundef %3) #13
  br label %38

11:                                               ; preds = %4
  %12 = fdiv double 1.000000e+00, %0
  %13 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #14
  %14 = bitcast double* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %14) #14
  call fastcc void @two_prod(double noundef %12, double noundef %0, double* noundef nonnull %5, double* noundef nonnull %6) #13
  %15 = load double, double* %5, align 8
  %16 = fsub double 1.000000e+00, %15
  %17 = load double, double* %6, align 8
  %18 = fsub double %16, %17
  %19 = fmul double %12, %1
  %20 = fsub double %18, %19
  %21 = fdiv double %20, %0
  %22 = bitcast double* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %22) #14
  %23 = bitcast double* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %23) #14
  call fastcc void @atan_01(double noundef %12, double noundef %21, double* noundef nonnull %7, double* noundef nonnull %8) #13
  %24 = load double, double* %7, align 8
  %25 = fneg double %24
  %26 = fsub double 0x3FF921FB54442D18, %24
  %27 = fadd double %26, 0xBFF921FB54442D18
  %28 = fsub double %27, %26
  %29 = fadd double %28, 0x3FF921FB54442D18
  %30 = fsub double %25, %27
  %31 = fadd double %30, %29
  %32 = fadd double %31, 0x3C91A62633145C07
  %33 = load double, double* %8, align 8
  %34 = fsub double %32, %33
  %35 = fadd double %26, %34
  %36 = fsub double %35, %26
  %37 = fsub double %34, %36
  store double %37, double* %3, align 8
  store double %35, double* %2, align 8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %23) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #14
  br label %38

38:                                               ; preds = %11, %10
  ret void
}

; Function Attrs: nofree nosync nounwind
define dso_local double @atan2(double noundef %0, double noundef %1) local_unnamed_addr #8 {
  %3 = fcmp uno double %1, %0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = fadd double %0, %1
  br label %40

6:                                                ; preds = %2
  %7 = fcmp oeq double %0, 0.000000e+00
  br i1 %7, label %8, label %13

8:                                                ; preds = %6
  %9 = bitcast double %1 to i64
  %10 = icmp slt i64 %9, 0
  br i1 %10, label %11, label %40

11:                                               ; preds = %8
  %12 = tail call double @llvm.copysign.f64(double 0x400921FB54442D18, double %0)
  br label %40

13:                                               ; preds = %6
  %14 = fcmp oeq double %1, 0.000000e+00
  br i1 %14, label %15, label %17

15:                                               ; preds = %13
  %16 = tail call double @llvm.copysign.f64(double 0x3FF921FB54442D18, double %0)
  br label %40

17:                                               ; preds = %13
  %18 = tail call double @llvm.fabs.f64(double %1) #12
  %19 = fcmp oeq double %18, 0x7FF0000000000000
  %20 = tail call double @llvm.fabs.f64(double %0) #12
  %21 = fcmp oeq double %20, 0x7FF0000000000000
  br i1 %19, label %22, label %32

22:                                               ; preds = %17
  %23 = fcmp ogt double %1, 0.000000e+00
  br i1 %21, label %24, label %27

24:                                               ; preds = %22
  %25 = select i1 %23, double 0x3FE921FB54442D18, double 0x4002D97C7F3321D2
  %26 = tail call double @llvm.copysign.f64(double %25, double %0)
  br label %40

27:                                               ; preds = %22
  br i1 %23, label %28, label %30

28:                                               ; preds = %27
  %29 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %0)
  br label %40

30:                                               ; preds = %27
  %31 = tail call double @llvm.copysign.f64(double 0x400921FB54442D18, double %0)
  br label %40

32:                                               ; preds = %17
  br i1 %21, label %33, label %35

33:                                               ; preds = %32
  %34 = tail call double @llvm.copysign.f64(double 0x3FF921FB54442D18, double %0)
  br label %40

35:                                               ; preds = %32
  %36 = bitcast double %0 to i64
  %37 = lshr i64 %36, 63
  %38 = trunc i64 %37 to i32
  %39 = tail call fastcc double @atan2_dd(double noundef %20, double noundef 0.000000e+00, double noundef %1, i32 noundef signext %38) #13
  br label %40

40:                                               ; preds = %28, %30, %8, %35, %33, %24, %15, %11, %4
  %41 = phi double [ %5, %4 ], [ %12, %11 ], [ %16, %15 ], [ %26, %24 ], [ %34, %33 ], [ %39, %35 ], [ %0, %8 ], [ %29, %28 ], [ %31, %30 ]
  ret double %41
}

; Function Attrs: nofree nosync nounwind
define internal fastcc double @atan2_dd(double noundef %0, double noundef %1, double noundef %2, i32 noundef signext %3) unnamed_addr #8 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call double @llvm.fabs.f64(double %2)
  %10 = bitcast double* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %10) #14
  %11 = bitcast double* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %11) #14
  %12 = fdiv double %0, %9
  %13 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #14
  %14 = bitcast double* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %14) #14
  call fastcc void @two_prod(double noundef %12, double noundef %9, double* noundef nonnull %5, double* noundef nonnull %6) #15
  %15 = load double, double* %5, align 8
  %16 = fsub double %0, %15
  %17 = load double, double* %6, align 8
  %18 = fsub double %16, %17
  %19 = fadd double %18, %1
  %20 = fdiv double %19, %9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #14
  %21 = tail call double @llvm.fabs.f64(double %12) #12
  %22 = fcmp oeq double %21, 0x7FF0000000000000
  br i1 %22, label %23, label %24

23:                                               ; preds = %4
  store double 0x3FF921FB54442D18, double* %7, align 8
  store double 0.000000e+00, double* %8, align 8
  br label %31

24:                                               ; preds = %4
  %25 = fcmp oeq double %12, 0.000000e+00
  %26 = fcmp une double %0, 0.000000e+00
  %27 = and i1 %26, %25
  %28 = fcmp ogt double %2, 0.000000e+00
  %29 = and i1 %28, %27
  br i1 %29, label %54, label %30

30:                                               ; preds = %24
  call fastcc void @atan_dd(double noundef %12, double noundef %20, double* noundef nonnull %7, double* noundef nonnull %8) #13
  br label %31

31:                                               ; preds = %30, %23
  %32 = fcmp olt double %2, 0.000000e+00
  %33 = load double, double* %7, align 8
  br i1 %32, label %36, label %34

34:                                               ; preds = %31
  %35 = load double, double* %8, align 8
  br label %50

36:                                               ; preds = %31
  %37 = fneg double %33
  %38 = fsub double 0x400921FB54442D18, %33
  %39 = fadd double %38, 0xC00921FB54442D18
  %40 = fsub double %39, %38
  %41 = fadd double %40, 0x400921FB54442D18
  %42 = fsub double %37, %39
  %43 = fadd double %42, %41
  %44 = fadd double %43, 0x3CA1A62633145C07
  %45 = load double, double* %8, align 8
  %46 = fsub double %44, %45
  %47 = fadd double %38, %46
  %48 = fsub double %47, %38
  %49 = fsub double %46, %48
  br label %50

50:                                               ; preds = %34, %36
  %51 = phi double [ %35, %34 ], [ %49, %36 ]
  %52 = phi double [ %33, %34 ], [ %47, %36 ]
  %53 = fadd double %52, %51
  br label %54

54:                                               ; preds = %24, %50
  %55 = phi double [ %53, %50 ], [ %12, %24 ]
  %56 = icmp eq i32 %3, 0
  %57 = fneg double %55
  %58 = select i1 %56, double %55, double %57
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %10) #14
  ret double %58
}

; Function Attrs: nofree nosync nounwind
define dso_local double @asin(double noundef %0) local_unnamed_addr #8 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = tail call double @llvm.fabs.f64(double %0)
  %9 = fcmp ugt double %8, 1.000000e+00
  br i1 %9, label %10, label %11

10:                                               ; preds = %1
  store i32 33, i32* @errno, align 4
  br label %38

11:                                               ; preds = %1
  %12 = fcmp olt double %8, 0x3E50000000000000
  br i1 %12, label %38, label %13

13:                                               ; preds = %11
  %14 = fcmp oeq double %8, 1.000000e+00
  br i1 %14, label %15, label %17

15:                                               ; preds = %13
  %16 = tail call double @llvm.copysign.f64(double 0x3FF921FB54442D18, double %0)
  br label %38

17:                                               ; preds = %13
  %18 = bitcast double* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %18) #14
  %19 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %19) #14
  %20 = bitcast double* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %20) #14
  %21 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %21) #14
  call fastcc void @sqrt_1mx2(double noundef %8, double* noundef nonnull %2, double* noundef nonnull %3) #13
  %22 = load double, double* %2, align 8
  %23 = fdiv double %8, %22
  %24 = bitcast double* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %24) #14
  %25 = bitcast double* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %25) #14
  call fastcc void @two_prod(double noundef %23, double noundef %22, double* noundef nonnull %6, double* noundef nonnull %7) #13
  %26 = load double, double* %6, align 8
  %27 = fsub double %8, %26
  %28 = load double, double* %7, align 8
  %29 = fsub double %27, %28
  %30 = load double, double* %3, align 8
  %31 = fmul double %23, %30
  %32 = fsub double %29, %31
  %33 = fdiv double %32, %22
  call fastcc void @atan_dd(double noundef %23, double noundef %33, double* noundef nonnull %4, double* noundef nonnull %5) #13
  %34 = load double, double* %4, align 8
  %35 = load double, double* %5, align 8
  %36 = fadd double %34, %35
  %37 = tail call double @llvm.copysign.f64(double %36, double %0)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %25) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %24) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %21) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %20) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %19) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %18) #14
  br label %38

38:                                               ; preds = %11, %17, %15, %10
  %39 = phi double [ %16, %15 ], [ %37, %17 ], [ 0x7FF8000000000000, %10 ], [ %0, %11 ]
  ret double %39
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define internal fastcc void @sqrt_1mx2(double noundef %0, double* nocapture noundef writeonly %1, double* nocapture noundef writeonly %2) unnamed_addr #9 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = bitcast double* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %8) #14
  %9 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %9) #14
  call fastcc void @two_prod(double noundef %0, double noundef %0, double* noundef nonnull %4, double* noundef nonnull %5) #13
  %10 = load double, double* %4, align 8
  %11 = fsub double 1.000000e+00, %10
  %12 = fadd double %11, -1.000000e+00
  %13 = load double, double* %5, align 8
  %14 = tail call double @llvm.sqrt.f64(double %11)
  %15 = bitcast double* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %15) #14
  %16 = bitcast double* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %16) #14
  call fastcc void @two_prod(double noundef %14, double noundef %14, double* noundef nonnull %6, double* noundef nonnull %7) #13
  store double %14, double* %1, align 8
  %17 = fcmp oeq double %14, 0.000000e+00
  br i1 %17, label %32, label %18

18:                                               ; preds = %3
  %19 = fneg double %10
  %20 = fsub double %19, %12
  %21 = fsub double %12, %11
  %22 = fadd double %21, 1.000000e+00
  %23 = fadd double %20, %22
  %24 = fsub double %23, %13
  %25 = load double, double* %6, align 8
  %26 = fsub double %11, %25
  %27 = load double, double* %7, align 8
  %28 = fsub double %26, %27
  %29 = fadd double %24, %28
  %30 = fmul double %14, 2.000000e+00
  %31 = fdiv double %29, %30
  br label %32

32:                                               ; preds = %3, %18
  %33 = phi double [ %31, %18 ], [ 0.000000e+00, %3 ]
  store double %33, double* %2, align 8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %16) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %15) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %9) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8) #14
  ret void
}

; Function Attrs: nofree nosync nounwind
define dso_local double @acos(double noundef %0) local_unnamed_addr #8 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = tail call double @llvm.fabs.f64(double %0)
  %5 = fcmp ugt double %4, 1.000000e+00
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  store i32 33, i32* @errno, align 4
  br label %17

7:                                                ; preds = %1
  %8 = fcmp oeq double %0, 1.000000e+00
  br i1 %8, label %17, label %9

9:                                                ; preds = %7
  %10 = fcmp oeq double %0, 0.000000e+00
  br i1 %10, label %17, label %11

11:                                               ; preds = %9
  %12 = bitcast double* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #14
  %13 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #14
  call fastcc void @sqrt_1mx2(double noundef %4, double* noundef nonnull %2, double* noundef nonnull %3) #13
  %14 = load double, double* %2, align 8
  %15 = load double, double* %3, align 8
  %16 = tail call fastcc double @atan2_dd(double noundef %14, double noundef %15, double noundef %0, i32 noundef signext 0) #13
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #14
  br label %17

17:                                               ; preds = %9, %7, %11, %6
  %18 = phi double [ %16, %11 ], [ 0x7FF8000000000000, %6 ], [ 0.000000e+00, %7 ], [ 0x3FF921FB54442D18, %9 ]
  ret double %18
}

; Function Attrs: nofree nosync nounwind
define dso_local double @sinh(double noundef %0) local_unnamed_addr #8 {
  %2 = tail call double @llvm.fabs.f64(double %0)
  %3 = fcmp olt double %2, 5.000000e-01
  br i1 %3, label %4, label %21

4:                                                ; preds = %1
  %5 = fmul double %0, %0
  %6 = fmul double %2, %5
  %7 = fmul double %5, 0x3D6AE7F3E733B81F
  %8 = fadd double %7, 0x3DE6124613A86D09
  %9 = fmul double %5, %8
  %10 = fadd double %9, 0x3E5AE64567F544E4
  %11 = fmul double %5, %10
  %12 = fadd double %11, 0x3EC71DE3A556C734
  %13 = fmul double %5, %12
  %14 = fadd double %13, 0x3F2A01A01A01A01A
  %15 = fmul double %5, %14
  %16 = fadd double %15, 0x3F81111111111111
  %17 = fmul double %5, %16
  %18 = fadd double %17, 0x3FC5555555555555
  %19 = fmul double %6, %18
  %20 = fadd double %2, %19
  br label %54

21:                                               ; preds = %1
  %22 = fcmp olt double %2, 2.200000e+01
  br i1 %22, label %23, label %26

23:                                               ; preds = %21
  %24 = tail call fastcc double @exp_plus_inverse(double noundef %2, double noundef -1.000000e+00) #13
  %25 = fmul double %24, 5.000000e-01
  br label %54

26:                                               ; preds = %21
  %27 = fcmp olt double %2, 7.100000e+02
  br i1 %27, label %28, label %40

28:                                               ; preds = %26
  %29 = fcmp uno double %0, 0.000000e+00
  br i1 %29, label %30, label %32

30:                                               ; preds = %28
  %31 = fadd double %2, %2
  br label %37

32:                                               ; preds = %28
  %33 = fcmp ogt double %2, 0x40862E42FEFA39EF
  br i1 %33, label %34, label %35

34:                                               ; preds = %32
  store i32 34, i32* @errno, align 4
  br label %37

35:                                               ; preds = %32
  %36 = tail call fastcc double @exp_dd(double noundef %2, double noundef 0.000000e+00) #15
  br label %37

37:                                               ; preds = %30, %34, %35
  %38 = phi double [ %31, %30 ], [ 0x7FF0000000000000, %34 ], [ %36, %35 ]
  %39 = fmul double %38, 5.000000e-01
  br label %54

40:                                               ; preds = %26
  %41 = fmul double %2, 5.000000e-01
  %42 = fcmp uno double %41, 0.000000e+00
  br i1 %42, label %43, label %45

43:                                               ; preds = %40
  %44 = fadd double %41, %41
  br label %50

45:                                               ; preds = %40
  %46 = fcmp ogt double %41, 0x40862E42FEFA39EF
  br i1 %46, label %47, label %48

47:                                               ; preds = %45
  store i32 34, i32* @errno, align 4
  br label %50

48:                                               ; preds = %45
  %49 = tail call fastcc double @exp_dd(double noundef %41, double noundef 0.000000e+00) #15
  br label %50

50:                                               ; preds = %43, %47, %48
  %51 = phi double [ %44, %43 ], [ 0x7FF0000000000000, %47 ], [ %49, %48 ]
  %52 = fmul double %51, 5.000000e-01
  %53 = fmul double %51, %52
  br label %54

54:                                               ; preds = %23, %50, %37, %4
  %55 = phi double [ %20, %4 ], [ %25, %23 ], [ %39, %37 ], [ %53, %50 ]
  %56 = tail call double @llvm.copysign.f64(double %55, double %0)
  ret double %56
}

; Function Attrs: nofree nosync nounwind
define internal fastcc double @exp_plus_inverse(double noundef %0, double noundef %1) unnamed_addr #8 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %7) #14
  %8 = bitcast double* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %8) #14
  %9 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %9) #14
  %10 = bitcast double* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %10) #14
  call fastcc void @exp_pair(double noundef %0, double* noundef nonnull %3, double* noundef nonnull %4) #13
  %11 = load double, double* %3, align 8
  %12 = fdiv double 1.000000e+00, %11
  call fastcc void @two_prod(double noundef %12, double noundef %11, double* noundef nonnull %5, double* noundef nonnull %6) #13
  %13 = load double, double* %5, align 8
  %14 = fsub double 1.000000e+00, %13
  %15 = load double, double* %6, align 8
  %16 = fsub double %14, %15
  %17 = load double, double* %4, align 8
  %18 = fmul double %12, %17
  %19 = fsub double %16, %18
  %20 = fdiv double %19, %11
  %21 = fmul double %12, %1
  %22 = fadd double %11, %21
  %23 = fsub double %22, %11
  %24 = fsub double %22, %23
  %25 = fsub double %11, %24
  %26 = fsub double %21, %23
  %27 = fadd double %26, %25
  %28 = fadd double %17, %27
  %29 = fmul double %20, %1
  %30 = fadd double %28, %29
  %31 = fadd double %22, %30
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %10) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %9) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7) #14
  ret double %31
}

; Function Attrs: nofree nosync nounwind
define dso_local double @cosh(double noundef %0) local_unnamed_addr #8 {
  %2 = tail call double @llvm.fabs.f64(double %0)
  %3 = fcmp olt double %2, 5.000000e-01
  br i1 %3, label %4, label %20

4:                                                ; preds = %1
  %5 = fmul double %0, %0
  %6 = fmul double %5, 0x3DA93974A8C07C9D
  %7 = fadd double %6, 0x3E21EED8EFF8D898
  %8 = fmul double %5, %7
  %9 = fadd double %8, 0x3E927E4FB7789F5C
  %10 = fmul double %5, %9
  %11 = fadd double %10, 0x3EFA01A01A01A01A
  %12 = fmul double %5, %11
  %13 = fadd double %12, 0x3F56C16C16C16C17
  %14 = fmul double %5, %13
  %15 = fadd double %14, 0x3FA5555555555555
  %16 = fmul double %5, %15
  %17 = fadd double %16, 5.000000e-01
  %18 = fmul double %5, %17
  %19 = fadd double %18, 1.000000e+00
  br label %53

20:                                               ; preds = %1
  %21 = fcmp olt double %2, 2.200000e+01
  br i1 %21, label %22, label %25

22:                                               ; preds = %20
  %23 = tail call fastcc double @exp_plus_inverse(double noundef %2, double noundef 1.000000e+00) #13
  %24 = fmul double %23, 5.000000e-01
  br label %53

25:                                               ; preds = %20
  %26 = fcmp olt double %2, 7.100000e+02
  br i1 %26, label %27, label %39

27:                                               ; preds = %25
  %28 = fcmp uno double %0, 0.000000e+00
  br i1 %28, label %29, label %31

29:                                               ; preds = %27
  %30 = fadd double %2, %2
  br label %36

31:                                               ; preds = %27
  %32 = fcmp ogt double %2, 0x40862E42FEFA39EF
  br i1 %32, label %33, label %34

33:                                               ; preds = %31
  store i32 34, i32* @errno, align 4
  br label %36

34:                                               ; preds = %31
  %35 = tail call fastcc double @exp_dd(double noundef %2, double noundef 0.000000e+00) #15
  br label %36

36:                                               ; preds = %29, %33, %34
  %37 = phi double [ %30, %29 ], [ 0x7FF0000000000000, %33 ], [ %35, %34 ]
  %38 = fmul double %37, 5.000000e-01
  br label %53

39:                                               ; preds = %25
  %40 = fmul double %2, 5.000000e-01
  %41 = fcmp uno double %40, 0.000000e+00
  br i1 %41, label %42, label %44

42:                                               ; preds = %39
  %43 = fadd double %40, %40
  br label %49

44:                                               ; preds = %39
  %45 = fcmp ogt double %40, 0x40862E42FEFA39EF
  br i1 %45, label %46, label %47

46:                                               ; preds = %44
  store i32 34, i32* @errno, align 4
  br label %49

47:                                               ; preds = %44
  %48 = tail call fastcc double @exp_dd(double noundef %40, double noundef 0.000000e+00) #15
  br label %49

49:                                               ; preds = %42, %46, %47
  %50 = phi double [ %43, %42 ], [ 0x7FF0000000000000, %46 ], [ %48, %47 ]
  %51 = fmul double %50, 5.000000e-01
  %52 = fmul double %50, %51
  br label %53

53:                                               ; preds = %49, %36, %22, %4
  %54 = phi double [ %19, %4 ], [ %24, %22 ], [ %38, %36 ], [ %52, %49 ]
  ret double %54
}

; Function Attrs: nofree nosync nounwind
define dso_local double @tanh(double noundef %0) local_unnamed_addr #8 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = tail call double @llvm.fabs.f64(double %0)
  %7 = fcmp ogt double %6, 2.200000e+01
  br i1 %7, label %42, label %8

8:                                                ; preds = %1
  %9 = fcmp olt double %6, 0x3E30000000000000
  br i1 %9, label %42, label %10

10:                                               ; preds = %8
  %11 = bitcast double* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %11) #14
  %12 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #14
  %13 = bitcast double* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #14
  %14 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %14) #14
  %15 = fmul double %6, 2.000000e+00
  call fastcc void @exp_pair(double noundef %15, double* noundef nonnull %2, double* noundef nonnull %3) #13
  %16 = load double, double* %2, align 8
  %17 = fadd double %16, -1.000000e+00
  %18 = fsub double %17, %16
  %19 = fsub double %17, %18
  %20 = fsub double %16, %19
  %21 = fsub double -1.000000e+00, %18
  %22 = fadd double %21, %20
  %23 = load double, double* %3, align 8
  %24 = fadd double %23, %22
  %25 = fadd double %17, 2.000000e+00
  %26 = fsub double %25, %17
  %27 = fsub double %25, %26
  %28 = fsub double %17, %27
  %29 = fsub double 2.000000e+00, %26
  %30 = fadd double %29, %28
  %31 = fadd double %30, %24
  %32 = fdiv double %17, %25
  call fastcc void @two_prod(double noundef %32, double noundef %25, double* noundef nonnull %4, double* noundef nonnull %5) #13
  %33 = load double, double* %4, align 8
  %34 = fsub double %17, %33
  %35 = load double, double* %5, align 8
  %36 = fsub double %34, %35
  %37 = fadd double %36, %24
  %38 = fmul double %32, %31
  %39 = fsub double %37, %38
  %40 = fdiv double %39, %25
  %41 = fadd double %32, %40
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11) #14
  br label %42

42:                                               ; preds = %8, %1, %10
  %43 = phi double [ %41, %10 ], [ 1.000000e+00, %1 ], [ %6, %8 ]
  %44 = tail call double @llvm.copysign.f64(double %43, double %0)
  ret double %44
}

; Function Attrs: nofree nosync nounwind writeonly
define internal fastcc void @exp_pair(double noundef %0, double* nocapture noundef writeonly %1, double* nocapture noundef writeonly %2) unnamed_addr #7 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = bitcast double* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #14
  %7 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %7) #14
  %8 = call fastcc i32 @exp_parts(double noundef %0, double noundef 0.000000e+00, double* noundef nonnull %4, double* noundef nonnull %5) #13, !range !4
  %9 = load double, double* %4, align 8
  %10 = icmp slt i32 %8, 3000
  %11 = select i1 %10, i32 %8, i32 3000
  %12 = icmp sgt i32 %11, -3000
  %13 = select i1 %12, i32 %11, i32 -3000
  %14 = icmp sgt i32 %13, 1023
  br i1 %14, label %15, label %21

15:                                               ; preds = %3, %15
  %16 = phi double [ %18, %15 ], [ %9, %3 ]
  %17 = phi i32 [ %19, %15 ], [ %11, %3 ]
  %18 = fmul double %16, 0x7FE0000000000000
  %19 = add nsw i32 %17, -1023
  %20 = icmp ugt i32 %17, 2046
  br i1 %20, label %15, label %40, !llvm.loop !1

21:                                               ; preds = %3
  %22 = icmp slt i32 %13, -1022
  br i1 %22, label %23, label %40

23:                                               ; preds = %21
  %24 = icmp ult i32 %13, -1075
  %25 = add nuw nsw i32 %13, 53
  %26 = select i1 %24, i32 -969, i32 %25
  %27 = sub nsw i32 %13, %26
  %28 = icmp ult i32 %27, -1022
  %29 = add nsw i32 %26, 1023
  %30 = zext i32 %29 to i64
  %31 = shl nuw nsw i64 %30, 52
  %32 = bitcast i64 %31 to double
  %33 = fmul double %9, %32
  br i1 %28, label %34, label %40

34:                                               ; preds = %23, %34
  %35 = phi double [ %37, %34 ], [ %33, %23 ]
  %36 = phi i32 [ %38, %34 ], [ %27, %23 ]
  %37 = fmul double %35, 0x10000000000000
  %38 = add nuw nsw i32 %36, 1022
  %39 = icmp ult i32 %36, -2044
  br i1 %39, label %34, label %40, !llvm.loop !3

40:                                               ; preds = %34, %15, %21, %23
  %41 = phi i32 [ %11, %21 ], [ %27, %23 ], [ %19, %15 ], [ %38, %34 ]
  %42 = phi double [ %9, %21 ], [ %33, %23 ], [ %18, %15 ], [ %37, %34 ]
  %43 = add nsw i32 %41, 1023
  %44 = zext i32 %43 to i64
  %45 = shl nuw nsw i64 %44, 52
  %46 = bitcast i64 %45 to double
  %47 = fmul double %42, %46
  store double %47, double* %1, align 8
  %48 = load double, double* %5, align 8
  br i1 %14, label %49, label %55

49:                                               ; preds = %40, %49
  %50 = phi double [ %52, %49 ], [ %48, %40 ]
  %51 = phi i32 [ %53, %49 ], [ %11, %40 ]
  %52 = fmul double %50, 0x7FE0000000000000
  %53 = add nsw i32 %51, -1023
  %54 = icmp ugt i32 %51, 2046
  br i1 %54, label %49, label %74, !llvm.loop !1

55:                                               ; preds = %40
  %56 = icmp slt i32 %13, -1022
  br i1 %56, label %57, label %74

57:                                               ; preds = %55
  %58 = icmp ult i32 %13, -1075
  %59 = add nuw nsw i32 %13, 53
  %60 = select i1 %58, i32 -969, i32 %59
  %61 = sub nsw i32 %13, %60
  %62 = icmp ult i32 %61, -1022
  %63 = add nsw i32 %60, 1023
  %64 = zext i32 %63 to i64
  %65 = shl nuw nsw i64 %64, 52
  %66 = bitcast i64 %65 to double
  %67 = fmul double %48, %66
  br i1 %62, label %68, label %74

68:                                               ; preds = %57, %68
  %69 = phi double [ %71, %68 ], [ %67, %57 ]
  %70 = phi i32 [ %72, %68 ], [ %61, %57 ]
  %71 = fmul double %69, 0x10000000000000
  %72 = add nuw nsw i32 %70, 1022
  %73 = icmp ult i32 %70, -2044
  br i1 %73, label %68, label %74, !llvm.loop !3

74:                                               ; preds = %68, %49, %55, %57
  %75 = phi i32 [ %11, %55 ], [ %61, %57 ], [ %53, %49 ], [ %72, %68 ]
  %76 = phi double [ %48, %55 ], [ %67, %57 ], [ %52, %49 ], [ %71, %68 ]
  %77 = add nsw i32 %75, 1023
  %78 = zext i32 %77 to i64
  %79 = shl nuw nsw i64 %78, 52
  %80 = bitcast i64 %79 to double
  %81 = fmul double %76, %80
  store double %81, double* %2, align 8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #14
  ret void
}

; Function Attrs: nofree nosync nounwind
define dso_local double @hypot(double noundef %0, double noundef %1) local_unnamed_addr #8 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call double @llvm.fabs.f64(double %0) #12
  %10 = fcmp oeq double %9, 0x7FF0000000000000
  %11 = tail call double @llvm.fabs.f64(double %1) #12
  %12 = fcmp oeq double %11, 0x7FF0000000000000
  %13 = select i1 %10, i1 true, i1 %12
  br i1 %13, label %168, label %14

14:                                               ; preds = %2
  %15 = fcmp uno double %0, %1
  br i1 %15, label %16, label %18

16:                                               ; preds = %14
  %17 = fadd double %0, %1
  br label %168

18:                                               ; preds = %14
  %19 = fcmp olt double %9, %11
  %20 = select i1 %19, double %9, double %11
  %21 = select i1 %19, double %11, double %9
  %22 = fcmp oeq double %20, 0.000000e+00
  br i1 %22, label %168, label %23

23:                                               ; preds = %18
  %24 = bitcast double %21 to i64
  %25 = lshr i64 %24, 52
  %26 = trunc i64 %25 to i32
  %27 = and i32 %26, 2047
  %28 = icmp eq i32 %27, 2047
  %29 = and i64 %24, 9223372036854775807
  %30 = icmp eq i64 %29, 0
  %31 = or i1 %30, %28
  br i1 %31, label %65, label %32

32:                                               ; preds = %23
  %33 = icmp eq i32 %27, 0
  br i1 %33, label %34, label %41

34:                                               ; preds = %32
  %35 = fmul double %21, 0x43F0000000000000
  %36 = bitcast double %35 to i64
  %37 = lshr i64 %36, 52
  %38 = trunc i64 %37 to i32
  %39 = and i32 %38, 2047
  %40 = add nsw i32 %39, -64
  br label %41

41:                                               ; preds = %32, %34
  %42 = phi i32 [ %40, %34 ], [ %27, %32 ]
  %43 = add nsw i32 %42, -1022
  %44 = sub nsw i32 1022, %42
  %45 = icmp slt i32 %42, -1
  br i1 %45, label %46, label %52

46:                                               ; preds = %41, %46
  %47 = phi double [ %49, %46 ], [ %21, %41 ]
  %48 = phi i32 [ %50, %46 ], [ %44, %41 ]
  %49 = fmul double %47, 0x7FE0000000000000
  %50 = add nsw i32 %48, -1023
  %51 = icmp ugt i32 %48, 2046
  br i1 %51, label %46, label %54, !llvm.loop !1

52:                                               ; preds = %41
  %53 = icmp sgt i32 %42, 2044
  br i1 %53, label %73, label %65

54:                                               ; preds = %46
  %55 = zext i32 %48 to i64
  %56 = shl nuw nsw i64 %55, 52
  %57 = bitcast i64 %56 to double
  %58 = fmul double %49, %57
  br label %59

59:                                               ; preds = %54, %59
  %60 = phi double [ %62, %59 ], [ %20, %54 ]
  %61 = phi i32 [ %63, %59 ], [ %44, %54 ]
  %62 = fmul double %60, 0x7FE0000000000000
  %63 = add nsw i32 %61, -1023
  %64 = icmp ugt i32 %61, 2046
  br i1 %64, label %59, label %96, !llvm.loop !1

65:                                               ; preds = %52, %23
  %66 = phi i32 [ %43, %52 ], [ 0, %23 ]
  %67 = phi i32 [ %44, %52 ], [ 0, %23 ]
  %68 = add nsw i32 %67, 1023
  %69 = zext i32 %68 to i64
  %70 = shl nuw nsw i64 %69, 52
  %71 = bitcast i64 %70 to double
  %72 = fmul double %21, %71
  br label %96

73:                                               ; preds = %52
  %74 = sub nsw i32 2098, %42
  %75 = zext i32 %74 to i64
  %76 = shl nuw nsw i64 %75, 52
  %77 = bitcast i64 %76 to double
  %78 = fmul double %21, %77
  %79 = fmul double %78, 0x3CA0000000000000
  %80 = icmp ult i32 %44, -1075
  %81 = sub nsw i32 1075, %42
  %82 = select i1 %80, i32 -969, i32 %81
  %83 = sub nsw i32 %44, %82
  %84 = icmp ult i32 %83, -1022
  %85 = add nsw i32 %82, 1023
  %86 = zext i32 %85 to i64
  %87 = shl nuw nsw i64 %86, 52
  %88 = bitcast i64 %87 to double
  %89 = fmul double %20, %88
  br i1 %84, label %90, label %96

90:                                               ; preds = %73, %90
  %91 = phi double [ %93, %90 ], [ %89, %73 ]
  %92 = phi i32 [ %94, %90 ], [ %83, %73 ]
  %93 = fmul double %91, 0x10000000000000
  %94 = add nuw nsw i32 %92, 1022
  %95 = icmp ult i32 %92, -2044
  br i1 %95, label %90, label %96, !llvm.loop !3

96:                                               ; preds = %90, %59, %65, %73
  %97 = phi i32 [ %43, %73 ], [ %66, %65 ], [ %43, %59 ], [ %43, %90 ]
  %98 = phi double [ %79, %73 ], [ %72, %65 ], [ %58, %59 ], [ %79, %90 ]
  %99 = phi i32 [ %83, %73 ], [ %67, %65 ], [ %63, %59 ], [ %94, %90 ]
  %100 = phi double [ %89, %73 ], [ %20, %65 ], [ %62, %59 ], [ %93, %90 ]
  %101 = add nsw i32 %99, 1023
  %102 = zext i32 %101 to i64
  %103 = shl nuw nsw i64 %102, 52
  %104 = bitcast i64 %103 to double
  %105 = fmul double %100, %104
  %106 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %106) #14
  %107 = bitcast double* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %107) #14
  %108 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %108) #14
  %109 = bitcast double* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %109) #14
  call fastcc void @two_prod(double noundef %98, double noundef %98, double* noundef nonnull %3, double* noundef nonnull %4) #13
  call fastcc void @two_prod(double noundef %105, double noundef %105, double* noundef nonnull %5, double* noundef nonnull %6) #13
  %110 = load double, double* %3, align 8
  %111 = load double, double* %5, align 8
  %112 = fadd double %110, %111
  %113 = fsub double %112, %110
  %114 = fsub double %112, %113
  %115 = fsub double %110, %114
  %116 = fsub double %111, %113
  %117 = fadd double %116, %115
  %118 = load double, double* %4, align 8
  %119 = fadd double %118, %117
  %120 = load double, double* %6, align 8
  %121 = fadd double %120, %119
  %122 = fadd double %112, %121
  %123 = tail call double @llvm.sqrt.f64(double %122)
  %124 = bitcast double* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %124) #14
  %125 = bitcast double* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %125) #14
  call fastcc void @two_prod(double noundef %123, double noundef %123, double* noundef nonnull %7, double* noundef nonnull %8) #13
  %126 = load double, double* %7, align 8
  %127 = fsub double %112, %126
  %128 = load double, double* %8, align 8
  %129 = fsub double %127, %128
  %130 = fadd double %121, %129
  %131 = fmul double %123, 2.000000e+00
  %132 = fdiv double %130, %131
  %133 = fadd double %123, %132
  %134 = icmp sgt i32 %97, 1023
  br i1 %134, label %135, label %141

135:                                              ; preds = %96, %135
  %136 = phi double [ %138, %135 ], [ %133, %96 ]
  %137 = phi i32 [ %139, %135 ], [ %97, %96 ]
  %138 = fmul double %136, 0x7FE0000000000000
  %139 = add nsw i32 %137, -1023
  %140 = icmp ugt i32 %137, 2046
  br i1 %140, label %135, label %160, !llvm.loop !1

141:                                              ; preds = %96
  %142 = icmp slt i32 %97, -1022
  br i1 %142, label %143, label %160

143:                                              ; preds = %141
  %144 = icmp ult i32 %97, -1075
  %145 = add nuw nsw i32 %97, 53
  %146 = select i1 %144, i32 -969, i32 %145
  %147 = sub nsw i32 %97, %146
  %148 = icmp ult i32 %147, -1022
  %149 = add nsw i32 %146, 1023
  %150 = zext i32 %149 to i64
  %151 = shl nuw nsw i64 %150, 52
  %152 = bitcast i64 %151 to double
  %153 = fmul double %133, %152
  br i1 %148, label %154, label %160

154:                                              ; preds = %143, %154
  %155 = phi double [ %157, %154 ], [ %153, %143 ]
  %156 = phi i32 [ %158, %154 ], [ %147, %143 ]
  %157 = fmul double %155, 0x10000000000000
  %158 = add nuw nsw i32 %156, 1022
  %159 = icmp ult i32 %156, -2044
  br i1 %159, label %154, label %160, !llvm.loop !3

160:                                              ; preds = %154, %135, %141, %143
  %161 = phi i32 [ %97, %141 ], [ %147, %143 ], [ %139, %135 ], [ %158, %154 ]
  %162 = phi double [ %133, %141 ], [ %153, %143 ], [ %138, %135 ], [ %157, %154 ]
  %163 = add nsw i32 %161, 1023
  %164 = zext i32 %163 to i64
  %165 = shl nuw nsw i64 %164, 52
  %166 = bitcast i64 %165 to double
  %167 = fmul double %162, %166
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %125) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %124) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %109) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %108) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %107) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %106) #14
  br label %168

168:                                              ; preds = %18, %2, %160, %16
  %169 = phi double [ %17, %16 ], [ %167, %160 ], [ 0x7FF0000000000000, %2 ], [ %21, %18 ]
  ret double %169
}

; Function Attrs: nofree nosync nounwind
define dso_local double @cbrt(double noundef %0) local_unnamed_addr #8 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = fcmp oeq double %0, 0.000000e+00
  br i1 %6, label %150, label %7

7:                                                ; preds = %1
  %8 = tail call double @llvm.fabs.f64(double %0) #12
  %9 = fcmp oeq double %8, 0x7FF0000000000000
  %10 = fcmp uno double %0, 0.000000e+00
  %11 = or i1 %10, %9
  br i1 %11, label %150, label %12

12:                                               ; preds = %7
  %13 = bitcast double %8 to i64
  %14 = lshr i64 %13, 52
  %15 = trunc i64 %14 to i32
  %16 = and i32 %15, 2047
  %17 = icmp eq i32 %16, 2047
  %18 = and i64 %13, 9223372036854775807
  %19 = icmp eq i64 %18, 0
  %20 = or i1 %19, %17
  br i1 %20, label %47, label %21

21:                                               ; preds = %12
  %22 = icmp eq i32 %16, 0
  br i1 %22, label %23, label %30

23:                                               ; preds = %21
  %24 = fmul double %8, 0x43F0000000000000
  %25 = bitcast double %24 to i64
  %26 = lshr i64 %25, 52
  %27 = trunc i64 %26 to i32
  %28 = and i32 %27, 2047
  %29 = add nsw i32 %28, -64
  br label %30

30:                                               ; preds = %21, %23
  %31 = phi i64 [ %25, %23 ], [ %13, %21 ]
  %32 = phi i32 [ %29, %23 ], [ %16, %21 ]
  %33 = add nsw i32 %32, -1022
  %34 = and i64 %31, -9218868437227405313
  %35 = or i64 %34, 4602678819172646912
  %36 = bitcast i64 %35 to double
  %37 = trunc i32 %33 to i16
  %38 = srem i16 %37, 3
  %39 = icmp eq i16 %38, 0
  br i1 %39, label %47, label %40

40:                                               ; preds = %30, %40
  %41 = phi double [ %43, %40 ], [ %36, %30 ]
  %42 = phi i32 [ %44, %40 ], [ %33, %30 ]
  %43 = fmul double %41, 2.000000e+00
  %44 = add nsw i32 %42, -1
  %45 = srem i32 %44, 3
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %40, !llvm.loop !7

47:                                               ; preds = %40, %12, %30
  %48 = phi i32 [ %33, %30 ], [ 0, %12 ], [ %44, %40 ]
  %49 = phi double [ %36, %30 ], [ %8, %12 ], [ %43, %40 ]
  %50 = fmul double %49, 4.000000e-01
  %51 = fadd double %50, 6.000000e-01
  %52 = fmul double %51, %51
  %53 = fmul double %51, %52
  %54 = fsub double %53, %49
  %55 = fmul double %51, 3.000000e+00
  %56 = fmul double %51, %55
  %57 = fdiv double %54, %56
  %58 = fsub double %51, %57
  %59 = fmul double %58, %58
  %60 = fmul double %58, %59
  %61 = fsub double %60, %49
  %62 = fmul double %58, 3.000000e+00
  %63 = fmul double %58, %62
  %64 = fdiv double %61, %63
  %65 = fsub double %58, %64
  %66 = fmul double %65, %65
  %67 = fmul double %65, %66
  %68 = fsub double %67, %49
  %69 = fmul double %65, 3.000000e+00
  %70 = fmul double %65, %69
  %71 = fdiv double %68, %70
  %72 = fsub double %65, %71
  %73 = fmul double %72, %72
  %74 = fmul double %72, %73
  %75 = fsub double %74, %49
  %76 = fmul double %72, 3.000000e+00
  %77 = fmul double %72, %76
  %78 = fdiv double %75, %77
  %79 = fsub double %72, %78
  %80 = fmul double %79, %79
  %81 = fmul double %79, %80
  %82 = fsub double %81, %49
  %83 = fmul double %79, 3.000000e+00
  %84 = fmul double %79, %83
  %85 = fdiv double %82, %84
  %86 = fsub double %79, %85
  %87 = fmul double %86, %86
  %88 = fmul double %86, %87
  %89 = fsub double %88, %49
  %90 = fmul double %86, 3.000000e+00
  %91 = fmul double %86, %90
  %92 = fdiv double %89, %91
  %93 = fsub double %86, %92
  %94 = bitcast double* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %94) #14
  %95 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %95) #14
  %96 = bitcast double* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %96) #14
  %97 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %97) #14
  call fastcc void @two_prod(double noundef %93, double noundef %93, double* noundef nonnull %2, double* noundef nonnull %3) #13
  %98 = load double, double* %2, align 8
  call fastcc void @two_prod(double noundef %98, double noundef %93, double* noundef nonnull %4, double* noundef nonnull %5) #13
  %99 = load double, double* %4, align 8
  %100 = fsub double %99, %49
  %101 = load double, double* %5, align 8
  %102 = load double, double* %3, align 8
  %103 = fmul double %93, %102
  %104 = fadd double %101, %103
  %105 = fadd double %100, %104
  %106 = fmul double %93, 3.000000e+00
  %107 = fmul double %93, %106
  %108 = fdiv double %105, %107
  %109 = fsub double %93, %108
  %110 = sdiv i32 %48, 3
  %111 = icmp slt i32 %110, 3000
  %112 = select i1 %111, i32 %110, i32 3000
  %113 = icmp sgt i32 %112, -3000
  %114 = select i1 %113, i32 %112, i32 -3000
  %115 = icmp sgt i32 %114, 1023
  br i1 %115, label %116, label %122

116:                                              ; preds = %47, %116
  %117 = phi double [ %119, %116 ], [ %109, %47 ]
  %118 = phi i32 [ %120, %116 ], [ %112, %47 ]
  %119 = fmul double %117, 0x7FE0000000000000
  %120 = add nsw i32 %118, -1023
  %121 = icmp ugt i32 %118, 2046
  br i1 %121, label %116, label %141, !llvm.loop !1

122:                                              ; preds = %47
  %123 = icmp slt i32 %114, -1022
  br i1 %123, label %124, label %141

124:                                              ; preds = %122
  %125 = icmp ult i32 %114, -1075
  %126 = add nuw nsw i32 %114, 53
  %127 = select i1 %125, i32 -969, i32 %126
  %128 = sub nsw i32 %114, %127
  %129 = icmp ult i32 %128, -1022
  %130 = add nsw i32 %127, 1023
  %131 = zext i32 %130 to i64
  %132 = shl nuw nsw i64 %131, 52
  %133 = bitcast i64 %132 to double
  %134 = fmul double %109, %133
  br i1 %129, label %135, label %141

135:                                              ; preds = %124, %135
  %136 = phi double [ %138, %135 ], [ %134, %124 ]
  %137 = phi i32 [ %139, %135 ], [ %128, %124 ]
  %138 = fmul double %136, 0x10000000000000
  %139 = add nuw nsw i32 %137, 1022
  %140 = icmp ult i32 %137, -2044
  br i1 %140, label %135, label %141, !llvm.loop !3

141:                                              ; preds = %135, %116, %122, %124
  %142 = phi i32 [ %112, %122 ], [ %128, %124 ], [ %120, %116 ], [ %139, %135 ]
  %143 = phi double [ %109, %122 ], [ %134, %124 ], [ %119, %116 ], [ %138, %135 ]
  %144 = add nsw i32 %142, 1023
  %145 = zext i32 %144 to i64
  %146 = shl nuw nsw i64 %145, 52
  %147 = bitcast i64 %146 to double
  %148 = fmul double %143, %147
  %149 = tail call double @llvm.copysign.f64(double %148, double %0)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %97) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %96) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %95) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %94) #14
  br label %150

150:                                              ; preds = %1, %7, %141
  %151 = phi double [ %149, %141 ], [ %0, %7 ], [ %0, %1 ]
  ret double %151
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local float @fabsf(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @llvm.fabs.f32(float %0)
  ret float %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local float @floorf(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @llvm.floor.f32(float %0)
  ret float %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local float @ceilf(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @llvm.ceil.f32(float %0)
  ret float %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local float @truncf(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @llvm.trunc.f32(float %0)
  ret float %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local float @roundf(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @llvm.round.f32(float %0)
  ret float %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local float @rintf(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @llvm.rint.f32(float %0)
  ret float %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local float @nearbyintf(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @llvm.nearbyint.f32(float %0)
  ret float %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local float @sqrtf(float noundef %0) local_unnamed_addr #0 {
  %2 = fpext float %0 to double
  %3 = tail call double @llvm.sqrt.f64(double %2) #14
  %4 = fptrunc double %3 to float
  ret float %4
}

; Function Attrs: nofree nosync nounwind writeonly
define dso_local float @expf(float noundef %0) local_unnamed_addr #7 {
  %2 = fpext float %0 to double
  %3 = fcmp uno float %0, 0.000000e+00
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  %5 = fadd double %2, %2
  br label %14

6:                                                ; preds = %1
  %7 = fcmp ogt double %2, 0x40862E42FEFA39EF
  br i1 %7, label %8, label %9

8:                                                ; preds = %6
  store i32 34, i32* @errno, align 4
  br label %14

9:                                                ; preds = %6
  %10 = fcmp olt double %2, 0xC0874910D52D3052
  br i1 %10, label %11, label %12

11:                                               ; preds = %9
  store i32 34, i32* @errno, align 4
  br label %14

12:                                               ; preds = %9
  %13 = tail call fastcc double @exp_dd(double noundef %2, double noundef 0.000000e+00) #15
  br label %14

14:                                               ; preds = %4, %8, %11, %12
  %15 = phi double [ %5, %4 ], [ 0x7FF0000000000000, %8 ], [ 0.000000e+00, %11 ], [ %13, %12 ]
  %16 = fptrunc double %15 to float
  ret float %16
}

; Function Attrs: nofree nosync nounwind
define dso_local float @exp2f(float noundef %0) local_unnamed_addr #8 {
  %2 = fpext float %0 to double
  %3 = tail call double @exp2(double noundef %2) #13
  %4 = fptrunc double %3 to float
  ret float %4
}

; Function Attrs: nofree nosync nounwind writeonly
define dso_local float @expm1f(float noundef %0) local_unnamed_addr #7 {
  %2 = fpext float %0 to double
  %3 = tail call double @expm1(double noundef %2) #13
  %4 = fptrunc double %3 to float
  ret float %4
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local float @logf(float noundef %0) local_unnamed_addr #9 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = fpext float %0 to double
  %5 = fcmp uno float %0, 0.000000e+00
  %6 = fcmp oeq float %0, 0x7FF0000000000000
  %7 = or i1 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  %9 = fadd double %4, %4
  br label %22

10:                                               ; preds = %1
  %11 = fcmp oeq float %0, 0.000000e+00
  br i1 %11, label %12, label %13

12:                                               ; preds = %10
  store i32 34, i32* @errno, align 4
  br label %22

13:                                               ; preds = %10
  %14 = fcmp olt float %0, 0.000000e+00
  br i1 %14, label %15, label %16

15:                                               ; preds = %13
  store i32 33, i32* @errno, align 4
  br label %22

16:                                               ; preds = %13
  %17 = bitcast double* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %17) #14
  %18 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %18) #14
  call fastcc void @log_dd(double noundef %4, double* noundef nonnull %2, double* noundef nonnull %3) #15
  %19 = load double, double* %2, align 8
  %20 = load double, double* %3, align 8
  %21 = fadd double %19, %20
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %18) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %17) #14
  br label %22

22:                                               ; preds = %8, %12, %15, %16
  %23 = phi double [ %9, %8 ], [ 0xFFF0000000000000, %12 ], [ 0x7FF8000000000000, %15 ], [ %21, %16 ]
  %24 = fptrunc double %23 to float
  ret float %24
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local float @log2f(float noundef %0) local_unnamed_addr #9 {
  %2 = fpext float %0 to double
  %3 = bitcast double %2 to i64
  %4 = and i64 %3, 4503599627370495
  %5 = icmp eq i64 %4, 0
  %6 = add i64 %3, -4503599627370496
  %7 = icmp ult i64 %6, 9214364837600034816
  %8 = and i1 %5, %7
  br i1 %8, label %9, label %14

9:                                                ; preds = %1
  %10 = lshr i64 %3, 52
  %11 = trunc i64 %10 to i32
  %12 = add nsw i32 %11, -1023
  %13 = sitofp i32 %12 to double
  br label %16

14:                                               ; preds = %1
  %15 = tail call fastcc double @log_scaled(double noundef %2, double* noundef getelementptr inbounds ([2 x double], [2 x double]* @INV_LN2, i32 0, i32 0)) #15
  br label %16

16:                                               ; preds = %9, %14
  %17 = phi double [ %13, %9 ], [ %15, %14 ]
  %18 = fptrunc double %17 to float
  ret float %18
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local float @log10f(float noundef %0) local_unnamed_addr #9 {
  %2 = fpext float %0 to double
  %3 = tail call fastcc double @log_scaled(double noundef %2, double* noundef getelementptr inbounds ([2 x double], [2 x double]* @INV_LN10, i32 0, i32 0)) #15
  %4 = fptrunc double %3 to float
  ret float %4
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local float @log1pf(float noundef %0) local_unnamed_addr #9 {
  %2 = fpext float %0 to double
  %3 = tail call double @log1p(double noundef %2) #13
  %4 = fptrunc double %3 to float
  ret float %4
}

; Function Attrs: nofree nosync nounwind
define dso_local float @sinf(float noundef %0) local_unnamed_addr #8 {
  %2 = fpext float %0 to double
  %3 = tail call double @sin(double noundef %2) #13
  %4 = fptrunc double %3 to float
  ret float %4
}

; Function Attrs: nofree nosync nounwind
define dso_local float @cosf(float noundef %0) local_unnamed_addr #8 {
  %2 = fpext float %0 to double
  %3 = tail call double @cos(double noundef %2) #13
  %4 = fptrunc double %3 to float
  ret float %4
}

; Function Attrs: nofree nosync nounwind
define dso_local float @tanf(float noundef %0) local_unnamed_addr #8 {
  %2 = fpext float %0 to double
  %3 = tail call double @tan(double noundef %2) #13
  %4 = fptrunc double %3 to float
  ret float %4
}

; Function Attrs: nofree nosync nounwind
define dso_local float @asinf(float noundef %0) local_unnamed_addr #8 {
  %2 = fpext float %0 to double
  %3 = tail call double @asin(double noundef %2) #13
  %4 = fptrunc double %3 to float
  ret float %4
}

; Function Attrs: nofree nosync nounwind
define dso_local float @acosf(float noundef %0) local_unnamed_addr #8 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = fpext float %0 to double
  %5 = tail call double @llvm.fabs.f64(double %4) #14
  %6 = fcmp ugt double %5, 1.000000e+00
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  store i32 33, i32* @errno, align 4
  br label %19

8:                                                ; preds = %1
  %9 = fcmp oeq float %0, 1.000000e+00
  br i1 %9, label %19, label %10

10:                                               ; preds = %8
  %11 = fcmp oeq float %0, 0.000000e+00
  br i1 %11, label %19, label %12

12:                                               ; preds = %10
  %13 = bitcast double* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #14
  %14 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %14) #14
  call fastcc void @sqrt_1mx2(double noundef %5, double* noundef nonnull %2, double* noundef nonnull %3) #15
  %15 = load double, double* %2, align 8
  %16 = load double, double* %3, align 8
  %17 = tail call fastcc double @atan2_dd(double noundef %15, double noundef %16, double noundef %4, i32 noundef signext 0) #15
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #14
  %18 = fptrunc double %17 to float
  br label %19

19:                                               ; preds = %7, %8, %10, %12
  %20 = phi float [ %18, %12 ], [ 0x7FF8000000000000, %7 ], [ 0.000000e+00, %8 ], [ 0x3FF921FB60000000, %10 ]
  ret float %20
}

; Function Attrs: nofree nosync nounwind
define dso_local float @atanf(float noundef %0) local_unnamed_addr #8 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = fpext float %0 to double
  %5 = fcmp uno float %0, 0.000000e+00
  br i1 %5, label %6, label %8

6:                                                ; preds = %1
  %7 = fadd double %4, %4
  br label %18

8:                                                ; preds = %1
  %9 = tail call double @llvm.fabs.f64(double %4) #14
  %10 = fcmp olt double %9, 0x3E40000000000000
  br i1 %10, label %18, label %11

11:                                               ; preds = %8
  %12 = bitcast double* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #14
  %13 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #14
  call fastcc void @atan_dd(double noundef %9, double noundef 0.000000e+00, double* noundef nonnull %2, double* noundef nonnull %3) #15
  %14 = load double, double* %2, align 8
  %15 = load double, double* %3, align 8
  %16 = fadd double %14, %15
  %17 = tail call double @llvm.copysign.f64(double %16, double %4) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #14
  br label %18

18:                                               ; preds = %6, %8, %11
  %19 = phi double [ %7, %6 ], [ %17, %11 ], [ %4, %8 ]
  %20 = fptrunc double %19 to float
  ret float %20
}

; Function Attrs: nofree nosync nounwind
define dso_local float @sinhf(float noundef %0) local_unnamed_addr #8 {
  %2 = fpext float %0 to double
  %3 = tail call double @sinh(double noundef %2) #13
  %4 = fptrunc double %3 to float
  ret float %4
}

; Function Attrs: nofree nosync nounwind
define dso_local float @coshf(float noundef %0) local_unnamed_addr #8 {
  %2 = fpext float %0 to double
  %3 = tail call double @cosh(double noundef %2) #13
  %4 = fptrunc double %3 to float
  ret float %4
}

; Function Attrs: nofree nosync nounwind
define dso_local float @tanhf(float noundef %0) local_unnamed_addr #8 {
  %2 = fpext float %0 to double
  %3 = tail call double @tanh(double noundef %2) #13
  %4 = fptrunc double %3 to float
  ret float %4
}

; Function Attrs: nofree nosync nounwind
define dso_local float @cbrtf(float noundef %0) local_unnamed_addr #8 {
  %2 = fpext float %0 to double
  %3 = tail call double @cbrt(double noundef %2) #13
  %4 = fptrunc double %3 to float
  ret float %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local float @fmodf(float noundef %0, float noundef %1) local_unnamed_addr #2 {
  %3 = frem float %0, %1
  ret float %3
}

; Function Attrs: nofree nosync nounwind
define dso_local float @powf(float noundef %0, float noundef %1) local_unnamed_addr #8 {
  %3 = fpext float %0 to double
  %4 = fpext float %1 to double
  %5 = tail call double @pow(double noundef %3, double noundef %4) #13
  %6 = fptrunc double %5 to float
  ret float %6
}

; Function Attrs: nofree nosync nounwind
define dso_local float @atan2f(float noundef %0, float noundef %1) local_unnamed_addr #8 {
  %3 = fpext float %0 to double
  %4 = fpext float %1 to double
  %5 = fcmp uno float %1, %0
  br i1 %5, label %6, label %8

6:                                                ; preds = %2
  %7 = fadd double %3, %4
  br label %42

8:                                                ; preds = %2
  %9 = fcmp oeq float %0, 0.000000e+00
  br i1 %9, label %10, label %15

10:                                               ; preds = %8
  %11 = bitcast float %1 to i32
  %12 = icmp slt i32 %11, 0
  br i1 %12, label %13, label %42

13:                                               ; preds = %10
  %14 = tail call double @llvm.copysign.f64(double 0x400921FB54442D18, double %3) #14
  br label %42

15:                                               ; preds = %8
  %16 = fcmp oeq float %1, 0.000000e+00
  br i1 %16, label %17, label %19

17:                                               ; preds = %15
  %18 = tail call double @llvm.copysign.f64(double 0x3FF921FB54442D18, double %3) #14
  br label %42

19:                                               ; preds = %15
  %20 = tail call double @llvm.fabs.f64(double %4) #16
  %21 = fcmp oeq double %20, 0x7FF0000000000000
  %22 = tail call double @llvm.fabs.f64(double %3) #16
  %23 = fcmp oeq double %22, 0x7FF0000000000000
  br i1 %21, label %24, label %34

24:                                               ; preds = %19
  %25 = fcmp ogt float %1, 0.000000e+00
  br i1 %23, label %26, label %29

26:                                               ; preds = %24
  %27 = select i1 %25, double 0x3FE921FB54442D18, double 0x4002D97C7F3321D2
  %28 = tail call double @llvm.copysign.f64(double %27, double %3) #14
  br label %42

29:                                               ; preds = %24
  br i1 %25, label %30, label %32

30:                                               ; preds = %29
  %31 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %3) #14
  br label %42

32:                                               ; preds = %29
  %33 = tail call double @llvm.copysign.f64(double 0x400921FB54442D18, double %3) #14
  br label %42

34:                                               ; preds = %19
  br i1 %23, label %35, label %37

35:                                               ; preds = %34
  %36 = tail call double @llvm.copysign.f64(double 0x3FF921FB54442D18, double %3) #14
  br label %42

37:                                               ; preds = %34
  %38 = bitcast double %3 to i64
  %39 = lshr i64 %38, 63
  %40 = trunc i64 %39 to i32
  %41 = tail call fastcc double @atan2_dd(double noundef %22, double noundef 0.000000e+00, double noundef %4, i32 noundef signext %40) #15
  br label %42

42:                                               ; preds = %6, %10, %13, %17, %26, %30, %32, %35, %37
  %43 = phi double [ %7, %6 ], [ %14, %13 ], [ %18, %17 ], [ %28, %26 ], [ %36, %35 ], [ %41, %37 ], [ %3, %10 ], [ %31, %30 ], [ %33, %32 ]
  %44 = fptrunc double %43 to float
  ret float %44
}

; Function Attrs: nofree nosync nounwind
define dso_local float @hypotf(float noundef %0, float noundef %1) local_unnamed_addr #8 {
  %3 = fpext float %0 to double
  %4 = fpext float %1 to double
  %5 = tail call double @hypot(double noundef %3, double noundef %4) #13
  %6 = fptrunc double %5 to float
  ret float %6
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local float @fminf(float noundef %0, float noundef %1) local_unnamed_addr #0 {
  %3 = tail call float @llvm.minnum.f32(float %0, float %1)
  ret float %3
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local float @fmaxf(float noundef %0, float noundef %1) local_unnamed_addr #0 {
  %3 = tail call float @llvm.maxnum.f32(float %0, float %1)
  ret float %3
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local float @copysignf(float noundef %0, float noundef %1) local_unnamed_addr #0 {
  %3 = fpext float %0 to double
  %4 = fpext float %1 to double
  %5 = tail call double @llvm.copysign.f64(double %3, double %4) #14
  %6 = fptrunc double %5 to float
  ret float %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local float @frexpf(float noundef %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #3 {
  %3 = fpext float %0 to double
  %4 = bitcast double %3 to i64
  %5 = lshr i64 %4, 52
  %6 = trunc i64 %5 to i32
  %7 = and i32 %6, 2047
  store i32 0, i32* %1, align 4
  %8 = icmp eq i32 %7, 2047
  %9 = and i64 %4, 9223372036854775807
  %10 = icmp eq i64 %9, 0
  %11 = or i1 %10, %8
  br i1 %11, label %28, label %12

12:                                               ; preds = %2
  %13 = icmp eq i32 %7, 0
  br i1 %13, label %14, label %21

14:                                               ; preds = %12
  %15 = fmul double %3, 0x43F0000000000000
  %16 = bitcast double %15 to i64
  %17 = lshr i64 %16, 52
  %18 = trunc i64 %17 to i32
  %19 = and i32 %18, 2047
  %20 = add nsw i32 %19, -64
  br label %21

21:                                               ; preds = %14, %12
  %22 = phi i64 [ %16, %14 ], [ %4, %12 ]
  %23 = phi i32 [ %20, %14 ], [ %7, %12 ]
  %24 = add nsw i32 %23, -1022
  store i32 %24, i32* %1, align 4
  %25 = and i64 %22, -9218868437227405313
  %26 = or i64 %25, 4602678819172646912
  %27 = bitcast i64 %26 to double
  br label %28

28:                                               ; preds = %2, %21
  %29 = phi double [ %27, %21 ], [ %3, %2 ]
  %30 = fptrunc double %29 to float
  ret float %30
}

; Function Attrs: nofree norecurse nosync nounwind readnone
define dso_local float @ldexpf(float noundef %0, i32 noundef signext %1) local_unnamed_addr #5 {
  %3 = fpext float %0 to double
  %4 = icmp slt i32 %1, 3000
  %5 = select i1 %4, i32 %1, i32 3000
  %6 = icmp sgt i32 %5, -3000
  %7 = select i1 %6, i32 %5, i32 -3000
  %8 = icmp sgt i32 %7, 1023
  br i1 %8, label %9, label %15

9:                                                ; preds = %2, %9
  %10 = phi double [ %12, %9 ], [ %3, %2 ]
  %11 = phi i32 [ %13, %9 ], [ %5, %2 ]
  %12 = fmul double %10, 0x7FE0000000000000
  %13 = add nsw i32 %11, -1023
  %14 = icmp ugt i32 %11, 2046
  br i1 %14, label %9, label %34, !llvm.loop !1

15:                                               ; preds = %2
  %16 = icmp slt i32 %7, -1022
  br i1 %16, label %17, label %34

17:                                               ; preds = %15
  %18 = icmp ult i32 %7, -1075
  %19 = add nuw nsw i32 %7, 53
  %20 = select i1 %18, i32 -969, i32 %19
  %21 = sub nsw i32 %7, %20
  %22 = icmp ult i32 %21, -1022
  %23 = add nsw i32 %20, 1023
  %24 = zext i32 %23 to i64
  %25 = shl nuw nsw i64 %24, 52
  %26 = bitcast i64 %25 to double
  %27 = fmul double %3, %26
  br i1 %22, label %28, label %34

28:                                               ; preds = %17, %28
  %29 = phi double [ %31, %28 ], [ %27, %17 ]
  %30 = phi i32 [ %32, %28 ], [ %21, %17 ]
  %31 = fmul double %29, 0x10000000000000
  %32 = add nuw nsw i32 %30, 1022
  %33 = icmp ult i32 %30, -2044
  br i1 %33, label %28, label %34, !llvm.loop !3

34:                                               ; preds = %28, %9, %15, %17
  %35 = phi i32 [ %5, %15 ], [ %21, %17 ], [ %13, %9 ], [ %32, %28 ]
  %36 = phi double [ %3, %15 ], [ %27, %17 ], [ %12, %9 ], [ %31, %28 ]
  %37 = add nsw i32 %35, 1023
  %38 = zext i32 %37 to i64
  %39 = shl nuw nsw i64 %38, 52
  %40 = bitcast i64 %39 to double
  %41 = fmul double %36, %40
  %42 = fptrunc double %41 to float
  ret float %42
}

; Function Attrs: nofree norecurse nosync nounwind readnone
define dso_local float @scalbnf(float noundef %0, i32 noundef signext %1) local_unnamed_addr #5 {
  %3 = fpext float %0 to double
  %4 = icmp slt i32 %1, 3000
  %5 = select i1 %4, i32 %1, i32 3000
  %6 = icmp sgt i32 %5, -3000
  %7 = select i1 %6, i32 %5, i32 -3000
  %8 = icmp sgt i32 %7, 1023
  br i1 %8, label %9, label %15

9:                                                ; preds = %2, %9
  %10 = phi double [ %12, %9 ], [ %3, %2 ]
  %11 = phi i32 [ %13, %9 ], [ %5, %2 ]
  %12 = fmul double %10, 0x7FE0000000000000
  %13 = add nsw i32 %11, -1023
  %14 = icmp ugt i32 %11, 2046
  br i1 %14, label %9, label %34, !llvm.loop !1

15:                                               ; preds = %2
  %16 = icmp slt i32 %7, -1022
  br i1 %16, label %17, label %34

17:                                               ; preds = %15
  %18 = icmp ult i32 %7, -1075
  %19 = add nuw nsw i32 %7, 53
  %20 = select i1 %18, i32 -969, i32 %19
  %21 = sub nsw i32 %7, %20
  %22 = icmp ult i32 %21, -1022
  %23 = add nsw i32 %20, 1023
  %24 = zext i32 %23 to i64
  %25 = shl nuw nsw i64 %24, 52
  %26 = bitcast i64 %25 to double
  %27 = fmul double %3, %26
  br i1 %22, label %28, label %34

28:                                               ; preds = %17, %28
  %29 = phi double [ %31, %28 ], [ %27, %17 ]
  %30 = phi i32 [ %32, %28 ], [ %21, %17 ]
  %31 = fmul double %29, 0x10000000000000
  %32 = add nuw nsw i32 %30, 1022
  %33 = icmp ult i32 %30, -2044
  br i1 %33, label %28, label %34, !llvm.loop !3

34:                                               ; preds = %28, %9, %15, %17
  %35 = phi i32 [ %5, %15 ], [ %21, %17 ], [ %13, %9 ], [ %32, %28 ]
  %36 = phi double [ %3, %15 ], [ %27, %17 ], [ %12, %9 ], [ %31, %28 ]
  %37 = add nsw i32 %35, 1023
  %38 = zext i32 %37 to i64
  %39 = shl nuw nsw i64 %38, 52
  %40 = bitcast i64 %39 to double
  %41 = fmul double %36, %40
  %42 = fptrunc double %41 to float
  ret float %42
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn writeonly
define dso_local float @modff(float noundef %0, float* nocapture noundef writeonly %1) local_unnamed_addr #6 {
  %3 = fpext float %0 to double
  %4 = tail call double @llvm.trunc.f64(double %3) #14
  %5 = tail call double @llvm.fabs.f64(double %3) #16
  %6 = fcmp oeq double %5, 0x7FF0000000000000
  %7 = fsub double %3, %4
  %8 = select i1 %6, double 0.000000e+00, double %7
  %9 = tail call double @llvm.copysign.f64(double %8, double %3) #14
  %10 = fptrunc double %4 to float
  store float %10, float* %1, align 4
  %11 = fptrunc double %9 to float
  ret float %11
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i32 @lroundf(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @llvm.round.f32(float %0)
  %3 = fptosi float %2 to i32
  ret i32 %3
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i32 @lrintf(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @llvm.rint.f32(float %0)
  %3 = fptosi float %2 to i32
  ret i32 %3
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn writeonly
define internal fastcc i32 @exp_parts(double noundef %0, double noundef %1, double* nocapture noundef writeonly %2, double* nocapture noundef writeonly %3) unnamed_addr #6 {
  %5 = fmul double %0, 0x40571547652B82FE
  %6 = tail call double @llvm.round.f64(double %5)
  %7 = fptosi double %6 to i32
  %8 = fmul double %6, 0x3F862E42FEFA0000
  %9 = fsub double %0, %8
  %10 = fmul double %6, 0x3D1CF79ABC9E3B3A
  %11 = fsub double %1, %10
  %12 = fadd double %9, %11
  %13 = fmul double %12, %12
  %14 = fmul double %12, 0x3F56C16C16C16C17
  %15 = fadd double %14, 0x3F81111111111111
  %16 = fmul double %12, %15
  %17 = fadd double %16, 0x3FA5555555555555
  %18 = fmul double %12, %17
  %19 = fadd double %18, 0x3FC5555555555555
  %20 = fmul double %12, %19
  %21 = fadd double %20, 5.000000e-01
  %22 = fmul double %13, %21
  %23 = fadd double %12, %22
  %24 = and i32 %7, 63
  %25 = getelementptr inbounds [64 x [2 x double]], [64 x [2 x double]]* @EXP_TAB, i32 0, i32 %24, i32 0
  %26 = load double, double* %25, align 8
  %27 = getelementptr inbounds [64 x [2 x double]], [64 x [2 x double]]* @EXP_TAB, i32 0, i32 %24, i32 1
  %28 = load double, double* %27, align 8
  %29 = fmul double %23, %26
  %30 = fadd double %28, %29
  %31 = fadd double %26, %30
  %32 = fsub double %31, %26
  %33 = fsub double %30, %32
  store double %33, double* %3, align 8
  store double %31, double* %2, align 8
  %34 = and i32 %7, -64
  %35 = sdiv i32 %34, 64
  ret i32 %35
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #10

; Function Attrs: nofree nosync nounwind
define internal fastcc void @atan_01(double noundef %0, double noundef %1, double* nocapture noundef writeonly %2, double* nocapture noundef writeonly %3) unnamed_addr #8 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = fcmp olt double %0, 6.250000e-02
  br i1 %9, label %10, label %33

10:                                               ; preds = %4
  %11 = fmul double %0, %0
  br label %12

12:                                               ; preds = %10, %12
  %13 = phi double [ 0.000000e+00, %10 ], [ %21, %12 ]
  %14 = phi double [ 2.900000e+01, %10 ], [ %22, %12 ]
  %15 = fmul double %11, %13
  %16 = fptosi double %14 to i32
  %17 = srem i32 %16, 4
  %18 = icmp eq i32 %17, 1
  %19 = select i1 %18, double 1.000000e+00, double -1.000000e+00
  %20 = fdiv double %19, %14
  %21 = fadd double %15, %20
  %22 = fadd double %14, -2.000000e+00
  %23 = fcmp ogt double %22, 1.500000e+00
  br i1 %23, label %12, label %24, !llvm.loop !8

24:                                               ; preds = %12
  %25 = fmul double %11, %0
  %26 = fmul double %25, %21
  %27 = fadd double %11, 1.000000e+00
  %28 = fdiv double %1, %27
  %29 = fadd double %28, %26
  %30 = fadd double %29, %0
  %31 = fsub double %30, %0
  %32 = fsub double %29, %31
  store double %32, double* %3, align 8
  store double %30, double* %2, align 8
  br label %92

33:                                               ; preds = %4
  %34 = fmul double %0, 1.600000e+01
  %35 = tail call double @llvm.round.f64(double %34)
  %36 = fptosi double %35 to i32
  %37 = sitofp i32 %36 to double
  %38 = fmul double %37, 6.250000e-02
  %39 = fsub double %0, %38
  %40 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %40) #14
  %41 = bitcast double* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %41) #14
  %42 = bitcast double* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %42) #14
  %43 = bitcast double* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %43) #14
  call fastcc void @two_prod(double noundef %0, double noundef %38, double* noundef nonnull %5, double* noundef nonnull %6) #13
  %44 = load double, double* %5, align 8
  %45 = fadd double %44, 1.000000e+00
  %46 = fadd double %45, -1.000000e+00
  %47 = fsub double %46, %45
  %48 = fadd double %47, 1.000000e+00
  %49 = fsub double %44, %46
  %50 = fadd double %49, %48
  %51 = load double, double* %6, align 8
  %52 = fadd double %51, %50
  %53 = fdiv double %39, %45
  call fastcc void @two_prod(double noundef %53, double noundef %45, double* noundef nonnull %7, double* noundef nonnull %8) #13
  %54 = load double, double* %7, align 8
  %55 = fsub double %39, %54
  %56 = load double, double* %8, align 8
  %57 = fsub double %55, %56
  %58 = fmul double %53, %52
  %59 = fsub double %57, %58
  %60 = fdiv double %59, %45
  %61 = fmul double %53, %53
  %62 = fmul double %53, %61
  %63 = fmul double %61, 0x3FB745D1745D1746
  %64 = fsub double 0x3FBC71C71C71C71C, %63
  %65 = fmul double %61, %64
  %66 = fadd double %65, 0xBFC2492492492492
  %67 = fmul double %61, %66
  %68 = fadd double %67, 2.000000e-01
  %69 = fmul double %61, %68
  %70 = fadd double %69, 0xBFD5555555555555
  %71 = fmul double %62, %70
  %72 = getelementptr inbounds [17 x [2 x double]], [17 x [2 x double]]* @ATAN_TAB, i32 0, i32 %36, i32 0
  %73 = load double, double* %72, align 8
  %74 = fadd double %53, %73
  %75 = fsub double %74, %73
  %76 = fsub double %74, %75
  %77 = fsub double %73, %76
  %78 = fsub double %53, %75
  %79 = fadd double %78, %77
  %80 = getelementptr inbounds [17 x [2 x double]], [17 x [2 x double]]* @ATAN_TAB, i32 0, i32 %36, i32 1
  %81 = load double, double* %80, align 8
  %82 = fadd double %81, %79
  %83 = fadd double %60, %82
  %84 = fadd double %83, %71
  %85 = fmul double %0, %0
  %86 = fadd double %85, 1.000000e+00
  %87 = fdiv double %1, %86
  %88 = fadd double %87, %84
  %89 = fadd double %74, %88
  %90 = fsub double %89, %74
  %91 = fsub double %88, %90
  store double %91, double* %3, align 8
  store double %89, double* %2, align 8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %43) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %42) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %41) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %40) #14
  br label %92

92:                                               ; preds = %33, %24
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshr.i32(i32, i32, i32) #11

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #11

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.floor.f32(float) #11

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.ceil.f32(float) #11

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.trunc.f32(float) #11

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.round.f32(float) #11

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.rint.f32(float) #11

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nearbyint.f32(float) #11

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.minnum.f32(float, float) #11

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #11

attributes #0 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { nofree norecurse nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #7 = { nofree nosync nounwind writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #8 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #9 = { mustprogress nofree nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #10 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #11 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #12 = { readnone }
attributes #13 = { nobuiltin "no-builtins" }
attributes #14 = { nounwind }
attributes #15 = { nobuiltin nounwind "no-builtins" }
attributes #16 = { nounwind readnone }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.mustprogress"}
!3 = distinct !{!3, !2}
!4 = !{i32 -33554432, i32 33554432}
!5 = distinct !{!5, !2}
!6 = distinct !{!6, !2}
!7 = distinct !{!7, !2}
!8 = distinct !{!8, !2}
